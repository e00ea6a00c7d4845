import { COUNTRY_CODE, PHONE_DIGITS } from './constants.ts';

/** Input is stripped to digits and capped at 10 (spec section 5). */
export function sanitizeMobileInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** '9876543210' -> '+919876543210'. Accepts an already prefixed number. */
export function toE164India(mobile: string): string {
  const digits = mobile.startsWith(COUNTRY_CODE) ? mobile.slice(COUNTRY_CODE.length) : mobile;
  return `${COUNTRY_CODE}${digits}`;
}

/** '+919876543210' -> '9876543210'. */
export function toLocalMobile(phone: string): string {
  return phone.startsWith(COUNTRY_CODE) ? phone.slice(COUNTRY_CODE.length) : phone;
}
