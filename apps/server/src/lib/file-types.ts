// A file's type is decided by its first bytes, never by its name or the
// Content-Type a client claims.
export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png';

export function sniffType(bytes: Uint8Array): SniffedType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

export const EXTENSION: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
