// zod schemas with the spec's exact messages (section 5), used by the server
// to validate requests and by the web forms through zod resolvers.
import { z } from 'zod';
import {
  COUNTRY_CODE,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARS,
} from './constants.ts';
import { API_TEXTS } from './api-texts.ts';
import { VALIDATION } from './messages.ts';

/** The five password rules, each with the label the live checklist shows. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIAL_CHARS.includes(c)),
  },
] as const;

export const passwordMeetsRules = (p: string) => PASSWORD_RULES.every((r) => r.test(p));

export const passwordSchema = z
  .string({ error: VALIDATION.passwordRules })
  .max(128, VALIDATION.passwordRules)
  .refine(passwordMeetsRules, VALIDATION.passwordRules);

/** Ten digits, as typed in a mobile field. */
export const mobileSchema = z
  .string({ error: VALIDATION.mobileExact })
  .regex(/^\d*$/, VALIDATION.mobileNumeric)
  .length(10, VALIDATION.mobileExact);

/**
 * A phone number as the API takes it: '+919876543210' or '9876543210'
 * (spaces and dashes ignored). Normalised to '+91' followed by 10 digits.
 */
export const phoneNumberSchema = z
  .string({ error: VALIDATION.mobileExact })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .transform((v) => (v.startsWith(COUNTRY_CODE) ? v.slice(COUNTRY_CODE.length) : v))
  .pipe(mobileSchema)
  .transform((digits) => `${COUNTRY_CODE}${digits}`);

export const otpCodeSchema = z
  .string({ error: VALIDATION.otp6 })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), VALIDATION.otp6);

export const nameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(100, API_TEXTS.nameTooLong);

/** The booking modal's simple email pattern. */
export const emailSchema = z
  .string({ error: VALIDATION.validEmail })
  .trim()
  .max(254, VALIDATION.validEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION.validEmail)
  .transform((e) => e.toLowerCase());
