// My Profile's shared-schema messages and statuses in the language shown. The
// schemas (packages/shared) keep their English; they are translated here, at
// display time. The web client's own fallbacks for a failed call ('Network error',
// an upload's fallback) are translated too (useApiErrorText). Any other message is
// shown as given (the server's own answers come in the visitor's language already).
import { useTranslation } from 'react-i18next';
import { PROFILE_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '@clinic/shared/practice-profile';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { DocumentKind } from './document-kinds';

/** The clinic form's own required-field messages (English, as the form shows them). */
export const CLINIC_FORM_MESSAGES = {
  clinicNameRequired: 'Clinic name is required',
  cityRequired: 'City is required',
} as const;

const KEYS = {
  currentPasswordRequired: PROFILE_TEXTS.currentPasswordRequired,
  deactivatePasswordRequired: PROFILE_TEXTS.deactivatePasswordRequired,
  passwordRules: VALIDATION.passwordRules,
  passwordsMismatch: VALIDATION.passwordsMismatch,
  locationNeeded: PRACTICE_TEXTS.locationNeeded,
  clinicPhone: PRACTICE_TEXTS.clinicPhone,
  clinicNameRequired: CLINIC_FORM_MESSAGES.clinicNameRequired,
  cityRequired: CLINIC_FORM_MESSAGES.cityRequired,
  onlyPdf: VALIDATION.onlyPdf,
  fileTooLarge: VALIDATION.fileTooLarge10mb,
  nameRequired: VALIDATION.nameRequired,
  validEmail: VALIDATION.validEmail,
  emailExists: VALIDATION.emailExists,
  photoType: PRACTICE_TEXTS.photoType,
  photoTooLarge: PRACTICE_TEXTS.photoTooLarge,
} as const;
const KEY_OF = new Map(
  Object.entries(KEYS).map(([key, text]) => [text as string, key as keyof typeof KEYS]),
);
const STATUSES = ['Verified', 'Pending', 'Rejected', 'Incomplete'] as const;
type VerificationStatus = (typeof STATUSES)[number];

export function useProfileText() {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  return {
    /** A form message (or a failed call's) in the language shown; undefined and null stay as they are. */
    message: <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = KEY_OF.get(message);
      return key ? t(`validation.${key}`) : apiErrorText(message);
    },
    /** 'Verified', 'Pending', 'Rejected', 'Incomplete', 'Not uploaded' in words. */
    status: (status: string) =>
      (STATUSES as readonly string[]).includes(status)
        ? t(`documents.status.${status as VerificationStatus}`)
        : status === PROFILE_TEXTS.notUploaded
          ? t('documents.status.notUploaded')
          : status,
    documentLabel: (kind: DocumentKind) => t(`documents.labels.${kind}`),
  };
}
