import { ATTACHMENT_MAX_BYTES } from '@clinic/shared/constants';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';

const TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const EXTENSION = /\.(jpe?g|png|pdf)$/i;

/** What the file picker offers: JPG, PNG or PDF. */
export const PRESCRIPTION_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/**
 * Why a prescription file cannot be sent, or null when it can: JPG, PNG or PDF (by type,
 * or by name when the browser gives no type), at most 10 MB. The server checks the
 * content again.
 */
export function prescriptionFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSION.test(file.name);
  if (!typeOk) return PORTAL_MESSAGES.prescriptionType;
  if (file.size > ATTACHMENT_MAX_BYTES) return PORTAL_MESSAGES.prescriptionTooLarge;
  return null;
}
