import { createHash } from 'node:crypto';
import { DINER_PHOTO_MAX_BYTES, DINER_PHOTO_SIZE, DomainError } from '@covers/shared';
import sharp from 'sharp';
import type { DinerPhotoRecord } from './diners.events';

/** Bigger images are refused before they are decoded: a small file can hold a huge, memory-hungry image. */
export const DINER_PHOTO_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_TYPE = 'image/webp';

/**
 * An uploaded photo made ready to store: recognised by its content (JPEG, PNG or WebP; the name and the declared
 * type are not trusted), turned upright by its EXIF orientation, stripped of its metadata (location, camera),
 * fitted in DINER_PHOTO_SIZE² and re-encoded as WebP. Its version is the start of its SHA-256.
 */
export async function preparePhoto(upload: Buffer): Promise<{ bytes: Buffer; record: DinerPhotoRecord }> {
  if (upload.length > DINER_PHOTO_MAX_BYTES) throw new DomainError('PHOTO_TOO_LARGE');
  const metadata = await sharp(upload)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new DomainError('PHOTO_NOT_IMAGE');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > DINER_PHOTO_MAX_PIXELS) throw new DomainError('PHOTO_TOO_LARGE');
  const { data, info } = await sharp(upload, { limitInputPixels: DINER_PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(DINER_PHOTO_SIZE, DINER_PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header was an image's but the picture cannot be decoded (cut short, corrupt).
      throw new DomainError('PHOTO_NOT_IMAGE');
    });
  return {
    bytes: data,
    record: {
      version: createHash('sha256').update(data).digest('hex').slice(0, 16),
      content_type: STORED_TYPE,
      width: info.width,
      height: info.height,
      byte_size: data.length,
    },
  };
}
