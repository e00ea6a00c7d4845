// The shared schemas' messages (zod, packages/shared) stay English; the portal's
// appointment forms show them in the language of the screen, looked up by the
// English text at display time. A message not listed here is shown as given
// (the server's own answers come already in the visitor's language).
import { useTranslation } from 'react-i18next';
import { LEDGER_MESSAGES } from '@clinic/shared/ledger';
import { VALIDATION } from '@clinic/shared/messages';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';

const KEYS = {
  medicationRequired: PORTAL_MESSAGES.medicationRequired,
  prescriptionFileRequired: PORTAL_MESSAGES.prescriptionFileRequired,
  prescriptionType: PORTAL_MESSAGES.prescriptionType,
  prescriptionTooLarge: PORTAL_MESSAGES.prescriptionTooLarge,
  discountAboveCost: LEDGER_MESSAGES.discountAboveCost,
  amountNotNegative: LEDGER_MESSAGES.amountNotNegative,
  amountTooLarge: LEDGER_MESSAGES.amountTooLarge,
  taxPercentRange: LEDGER_MESSAGES.taxPercentRange,
  paidAboveBalance: LEDGER_MESSAGES.paidAboveBalance,
  clientEmailRequired: VALIDATION.clientEmailRequired,
  validEmail: VALIDATION.validEmail,
  sessionTitleRequired: VALIDATION.sessionTitleRequired,
  dateRequired: VALIDATION.dateRequired,
  startTimeRequired: VALIDATION.startTimeRequired,
  endTimeRequired: VALIDATION.endTimeRequired,
  endAfterStart: VALIDATION.endAfterStart,
  tooLong: PORTAL_MESSAGES.tooLong,
  startInPast: PORTAL_MESSAGES.startInPast,
} as const;

type MessageKey = keyof typeof KEYS;
const KEY_OF = new Map(
  Object.entries(KEYS).map(([key, text]) => [text as string, key as MessageKey]),
);

/** (message) -> the message in the language shown; undefined stays undefined. */
export function useMessageText() {
  const { t } = useTranslation('appointments');
  return <M extends string | undefined>(message: M): M | string => {
    if (message === undefined) return message;
    const key = KEY_OF.get(message);
    return key ? t(`validation.${key}`) : message;
  };
}
