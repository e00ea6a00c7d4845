import { ONBOARDING_DOCUMENT_KINDS } from '@clinic/shared/constants';
import { DOCUMENT_LABELS } from '@clinic/shared/messages';

export type DocumentKind = (typeof ONBOARDING_DOCUMENT_KINDS)[number];

/** The panel's rows, in the sign-up's order: the four checked documents, then bank information. */
export const DOCUMENT_ROWS: ReadonlyArray<{ kind: DocumentKind; label: string }> =
  ONBOARDING_DOCUMENT_KINDS.map((kind) => ({ kind, label: DOCUMENT_LABELS[kind] ?? kind }));
