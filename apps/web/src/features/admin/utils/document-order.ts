import { ONBOARDING_DOCUMENT_KINDS, VERIFICATION_DOCUMENT_KINDS } from '@clinic/shared/constants';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LABELS } from '@clinic/shared/messages';

/** 'governmentId' -> 'Government ID'; an unknown kind as given. */
export function documentLabel(kind: string): string {
  return DOCUMENT_LABELS[kind] ?? kind;
}

const DOCUMENT_KEYS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
  'bankInfo',
] as const;

/** documentLabel in the language shown now. */
export function useDocumentLabel(): (kind: string) => string {
  const { t } = useTranslation('admin');
  return (kind) => {
    const key = DOCUMENT_KEYS.find((k) => k === kind);
    return key ? t(`documents.${key}`) : kind;
  };
}

/** A verification status (Pending, Rejected, Verified) in the language shown; others as given. */
export function useVerificationStatusLabel(): (status: string) => string {
  const { t } = useTranslation('admin');
  return (status) =>
    status === 'Pending' || status === 'Rejected' || status === 'Verified'
      ? t(`status.${status}`)
      : status;
}

/** True for the four documents that decide verification (bank information does not). */
export function isRequiredForVerification(kind: string): boolean {
  return (VERIFICATION_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** The sign-up's order: the four checked documents, then bank information, then anything else. */
export function byDocumentOrder<T extends { kind: string }>(documents: readonly T[]): T[] {
  const rank = (kind: string) => {
    const index = (ONBOARDING_DOCUMENT_KINDS as readonly string[]).indexOf(kind);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...documents].sort((a, b) => rank(a.kind) - rank(b.kind));
}
