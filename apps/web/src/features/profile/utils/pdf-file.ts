import { ONBOARDING_MAX_FILE_BYTES } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';

/** By type or, when the browser gives none, by extension. */
function looksLikePdf(file: File): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

/** Every PDF starts with '%PDF-'; a renamed image or Word file does not. */
async function hasPdfSignature(file: File): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
    return String.fromCharCode(...head) === '%PDF-';
  } catch {
    // Unreadable here: the server checks the content too and decides.
    return true;
  }
}

/**
 * Why this file cannot be a verification document, or null when it can: PDF only
 * ('Only PDF files are allowed'), at most 10 MB ('File size exceeds 10MB limit.').
 */
export async function pdfFileProblem(file: File): Promise<string | null> {
  if (!looksLikePdf(file)) return VALIDATION.onlyPdf;
  if (file.size > ONBOARDING_MAX_FILE_BYTES) return VALIDATION.fileTooLarge10mb;
  if (!(await hasPdfSignature(file))) return VALIDATION.onlyPdf;
  return null;
}

/** 845 -> '845 B', 20480 -> '20 KB', 1572864 -> '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
