import { PROFILE_LIMITS, PROFILE_TEXTS } from '@clinic/shared/practice-profile';

/** What the file picker offers; the content is checked as well (`photoProblem`). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

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

/** Whether the first bytes are a JPEG's or a PNG's, as the server judges them. */
async function startsLikeJpegOrPng(file: File): Promise<boolean> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await readBytes(file.slice(0, PNG_SIGNATURE.length)));
  } catch {
    // Unreadable here: the server, which checks too, decides.
    return true;
  }
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return starts(JPEG_SIGNATURE) || starts(PNG_SIGNATURE);
}

/**
 * Why a doctor's photo would be refused, checked here for a quick answer with the
 * server's messages: a JPG or PNG by its type and its first bytes, at most 5 MB.
 * The server checks the content again.
 */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.type && !PHOTO_TYPES.includes(file.type)) return PROFILE_TEXTS.photoType;
  if (file.size > PROFILE_LIMITS.photoMaxBytes) return PROFILE_TEXTS.photoTooLarge;
  if (!(await startsLikeJpegOrPng(file))) return PROFILE_TEXTS.photoType;
  return null;
}

/** POST /profile/photo with the multipart field `photo` (sign-up step 3 and My Profile). */
export function photoUploadRequest(file: File) {
  const body = new FormData();
  body.append('photo', file, file.name);
  return { url: '/profile/photo', method: 'POST', body };
}
