import { ONBOARDING_MAX_FILE_BYTES } from '@clinic/shared/constants';

export const FILE_TOO_LARGE = 'This file is larger than 10 MB. Please choose a smaller PDF.';

/** Step 4's messages for a missing document (English; shown through the catalogue). */
export const DOCUMENT_MESSAGES = {
  required: 'Please upload this document',
  allRequired: 'Upload all five documents to continue.',
} as const;

/** By type or, when the browser gives none, by extension. */
export function looksLikePdf(file: File): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) only offer FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Every PDF starts with '%PDF-'; a renamed Word or image file does not. */
export async function hasPdfSignature(file: File): Promise<boolean> {
  try {
    const head = new Uint8Array(await readBytes(file.slice(0, 5)));
    return String.fromCharCode(...head) === '%PDF-';
  } catch {
    // Unreadable here: let the server, which checks too, decide.
    return true;
  }
}

export function isWithinSizeLimit(file: File): boolean {
  return file.size <= ONBOARDING_MAX_FILE_BYTES;
}

/** 532 -> '532 B', 20480 -> '20 KB', 1572864 -> '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
