// A doctor's photo: JPG or PNG by content, at most 5 MB, cropped to a centred
// square and stored as JPEG in two sizes. The stored names carry a random stem,
// so a URL never changes meaning and may be cached for good.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_LIMITS, PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { unsupportedMediaType } from '../../errors.ts';
import { sniffType } from '../../lib/file-types.ts';
import type { FileStorage } from '../../providers/storage.ts';

export type PhotoSize = (typeof PROFILE_LIMITS.photoSizes)[number];
export const PHOTO_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(96|400)\.jpg$/;

export const photoKey = (stem: string, size: PhotoSize) => `doctor-photos/${stem}-${size}.jpg`;
export const photoUrl = (stem: string, size: PhotoSize) => `/api/doctor-photos/${stem}-${size}.jpg`;

/** No photo this large is a real portrait; it guards against decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The square JPEGs of each size; refuses what is not a readable JPG or PNG. */
export async function squarePhotos(bytes: Buffer): Promise<Map<PhotoSize, Buffer>> {
  const type = sniffType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw unsupportedMediaType(PROFILE_TEXTS.photoType);
  const out = new Map<PhotoSize, Buffer>();
  try {
    for (const size of PROFILE_LIMITS.photoSizes) {
      const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // upright by its EXIF orientation; the metadata is not kept
        .resize(size, size, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      out.set(size, jpeg);
    }
  } catch {
    throw unsupportedMediaType(PROFILE_TEXTS.photoUnreadable);
  }
  return out;
}

/** Stores both sizes under a new stem; on failure nothing is left behind. */
export async function storePhotos(storage: FileStorage, photos: Map<PhotoSize, Buffer>) {
  const stem = randomUUID();
  const written: string[] = [];
  try {
    for (const [size, bytes] of photos) {
      const key = photoKey(stem, size);
      await storage.put(key, bytes);
      written.push(key);
    }
  } catch (err) {
    await Promise.all(written.map((k) => storage.remove(k).catch(() => undefined)));
    throw err;
  }
  return stem;
}

export async function removePhotos(storage: FileStorage, stem: string) {
  await Promise.all(PROFILE_LIMITS.photoSizes.map((size) => storage.remove(photoKey(stem, size))));
}
