// The sign-up wizard's validation messages in the language shown. The wizard's
// schemas and checks (../utils) keep their English messages, which the tests
// share; a message is mapped to its key in the `onboarding` catalogue when it is
// shown. The shared practice schema's messages and the spec's own go through the
// `forms` catalogue (usePracticeText, useValidationText); anything else (a server
// answer, which comes translated) is shown as it is.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resources } from '@clinic/shared/i18n/catalogues';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '@clinic/shared/practice-profile';
import { usePracticeText } from '@/components/ui/practice-fields';
import { useValidationText } from '@/hooks/use-validation-text';
import { CLINIC_MESSAGES } from '../utils/clinic-details-schema';
import { TIMING_MESSAGES } from '../utils/clinic-timings';
import { PAYMENT_MESSAGES } from '../utils/payment-schema';
import { DOCUMENT_MESSAGES, FILE_TOO_LARGE } from '../utils/pdf-file';

export type OnboardingMessageKey = keyof Resources['onboarding']['validation'];

/** Every key of the catalogue's `validation`, with the English message the wizard uses. */
export const ONBOARDING_MESSAGES: Readonly<Record<OnboardingMessageKey, string>> = {
  emailRequired: CLINIC_MESSAGES.emailRequired,
  clinicNameRequired: CLINIC_MESSAGES.clinicNameRequired,
  clinicAddressRequired: CLINIC_MESSAGES.clinicAddressRequired,
  cityRequired: CLINIC_MESSAGES.cityRequired,
  specializationRequired: CLINIC_MESSAGES.specializationRequired,
  specializationsMax: CLINIC_MESSAGES.specializationsMax,
  extraInfoTooLong: CLINIC_MESSAGES.extraInfoTooLong,
  openingRequired: TIMING_MESSAGES.openingRequired,
  closingRequired: TIMING_MESSAGES.closingRequired,
  closingAfterOpening: TIMING_MESSAGES.closingAfterOpening,
  overlap: TIMING_MESSAGES.overlap,
  noShifts: TIMING_MESSAGES.noShifts,
  noOpenDay: TIMING_MESSAGES.noOpenDay,
  documentRequired: DOCUMENT_MESSAGES.required,
  allDocumentsRequired: DOCUMENT_MESSAGES.allRequired,
  fileTooLarge: FILE_TOO_LARGE,
  methodRequired: PAYMENT_MESSAGES.methodRequired,
  ifscInvalid: PAYMENT_MESSAGES.ifscInvalid,
  cashHandlerRequired: PAYMENT_MESSAGES.cashHandlerRequired,
  photoType: PRACTICE_TEXTS.photoType,
  photoTooLarge: PRACTICE_TEXTS.photoTooLarge,
  photoUnreadable: PRACTICE_TEXTS.photoUnreadable,
};

const KEY_OF_MESSAGE = new Map<string, OnboardingMessageKey>();
for (const [key, message] of Object.entries(ONBOARDING_MESSAGES) as [
  OnboardingMessageKey,
  string,
][]) {
  if (!KEY_OF_MESSAGE.has(message)) KEY_OF_MESSAGE.set(message, key);
}

/** Turns a wizard message into the language shown; undefined and null stay as they are. */
export function useOnboardingText() {
  const { t } = useTranslation('onboarding');
  const practiceText = usePracticeText();
  const validationText = useValidationText();
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = KEY_OF_MESSAGE.get(message);
      if (key) return t(`validation.${key}`);
      const practice = practiceText(message);
      return practice !== message ? practice : validationText(message);
    },
    [t, practiceText, validationText],
  );
}
