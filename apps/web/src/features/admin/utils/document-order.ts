import { ONBOARDING_DOCUMENT_KINDS, VERIFICATION_DOCUMENT_KINDS } from '@clinic/shared/constants';
import { DOCUMENT_LABELS } from '@clinic/shared/messages';

/** 'governmentId' -> 'Government ID'; an unknown kind as given. */
export function documentLabel(kind: string): string {
  return DOCUMENT_LABELS[kind] ?? kind;
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
