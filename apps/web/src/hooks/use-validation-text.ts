// The forms' validation messages in the visitor's language. The zod schemas
// (packages/shared, features/*/utils) keep the spec's English messages, which
// the server and the tests share; a screen maps a known message to its key in
// the `forms` catalogue when it shows it. The web client's own fallbacks for a
// failed call ('Network error' and the like) are translated too (useApiErrorText),
// so every FormMessage and FieldError shows them in the visitor's language. A
// message it does not know (a server answer, say) is shown as it is.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resources } from '@clinic/shared/i18n/catalogues';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { VALIDATION } from '@clinic/shared/messages';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import { useApiErrorText } from './use-api-error-text';

type ValidationKey = keyof Resources['forms']['validation'];

const SPEC_MESSAGES: Readonly<Record<ValidationKey, string>> = {
  ...VALIDATION,
  nameTooLong: API_TEXTS.nameTooLong,
  clinicNameRequired: API_TEXTS.clinicNameRequired,
  clinicNameTooLong: API_TEXTS.clinicNameTooLong,
  clinicLocationRequired: API_TEXTS.clinicLocationRequired,
  cityRequired: API_TEXTS.cityRequired,
  chooseOneSpecialization: API_TEXTS.chooseOneSpecialization,
  closingAfterOpening: API_TEXTS.closingAfterOpening,
  shiftsOverlap: API_TEXTS.shiftsOverlap,
  cashHandlerTooLong: PAYMENTS_MESSAGES.cashHandlerTooLong,
};

/** English message -> its key (the first key, where two keys share one message). */
const KEY_OF_MESSAGE = new Map<string, ValidationKey>();
for (const [key, message] of Object.entries(SPEC_MESSAGES) as [ValidationKey, string][]) {
  if (!KEY_OF_MESSAGE.has(message)) KEY_OF_MESSAGE.set(message, key);
}

/** The key of a spec validation message, or null for any other text. */
export function validationKeyOf(message: string): ValidationKey | null {
  return KEY_OF_MESSAGE.get(message) ?? null;
}

/** Turns a form's English message into the language shown; undefined stays undefined. */
export function useValidationText() {
  const { t } = useTranslation('forms');
  const apiErrorText = useApiErrorText();
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = KEY_OF_MESSAGE.get(message);
      return key ? t(`validation.${key}`) : apiErrorText(message);
    },
    [t, apiErrorText],
  );
}
