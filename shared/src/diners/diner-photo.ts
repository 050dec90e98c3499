import { z } from 'zod';
import { requestSchema } from '../common/common-fields';

/** A diner's photo as uploaded: at most 3 MB, a JPEG, PNG or WebP by its content (the file name is not trusted). */
export const DINER_PHOTO_MAX_BYTES = 3 * 1024 * 1024;
export const DINER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored photo fits in a square of this many pixels. */
export const DINER_PHOTO_SIZE = 512;
/** A stored photo's version: the start of its bytes' SHA-256 in hex. */
export const DINER_PHOTO_VERSION = /^[0-9a-f]{16}$/;

const dinerId = z.string().uuid('validation.invalidValue');

/** Upload (the image travels as the multipart file `photo`) and removal name the diner. */
export const dinerPhotoRequest = requestSchema({ diner_id: dinerId });
/** Reading the photo: `v` is the version the profile shows, so a changed photo is a new address and an unchanged one is cached. */
export const dinerPhotoGetRequest = requestSchema({
  diner_id: dinerId,
  v: z.string().regex(DINER_PHOTO_VERSION, 'validation.invalidValue').optional(),
});

export type DinerPhotoRequest = z.infer<typeof dinerPhotoRequest>;
export type DinerPhotoGetRequest = z.infer<typeof dinerPhotoGetRequest>;

/** The answer to an upload or a removal: the photo's version, null when the diner has none. */
export interface DinerPhotoResult {
  diner_id: string;
  photo_version: string | null;
}
