import { z } from 'zod';
import {
  ALLOWED_FILE_EXTENSIONS,
  type ALLOWED_FILE_MIME_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGES_EXCLUSIVE,
} from '../constants.js';
import { errorKey } from './form-error.js';

export type AllowedFileExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];
export type AllowedFileMimeType = (typeof ALLOWED_FILE_MIME_TYPES)[number];

/** Which MIME types a file with each allowed extension may declare, so a renamed file is caught. */
export const FILE_MIME_TYPES_BY_EXTENSION: Readonly<
  Record<AllowedFileExtension, readonly AllowedFileMimeType[]>
> = {
  png: ['image/png'],
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  pdf: ['application/pdf'],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
};

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

function isAllowedExtension(extension: string): extension is AllowedFileExtension {
  return (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Whether the name's extension is allowed and the declared MIME type belongs to it. */
export function isAllowedFileType({ name, type }: { name: string; type: string }): boolean {
  const extension = fileExtension(name);
  if (!isAllowedExtension(extension)) return false;
  return (FILE_MIME_TYPES_BY_EXTENSION[extension] as readonly string[]).includes(
    type.toLowerCase(),
  );
}

/**
 * What the browser knows of a chosen file and the server of an upload part: a plain object, not
 * the DOM File, so both sides validate the same thing.
 */
export const uploadedFileSchema = z
  .object(
    {
      name: z.string({ error: errorKey('errors.imageFormat') }),
      /** The declared MIME type. */
      type: z.string({ error: errorKey('errors.imageFormat') }),
      /** Bytes; an empty file is no image. */
      size: z
        .int({ error: errorKey('errors.imageFormat') })
        .min(1, errorKey('errors.imageFormat'))
        .lt(MAX_FILE_BYTES, errorKey('errors.imageTooLarge')),
    },
    { error: errorKey('errors.imageFormat') },
  )
  .refine(isAllowedFileType, { error: errorKey('errors.imageFormat') });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** One submission's files: at least one, fewer than MAX_IMAGES_EXCLUSIVE. */
export const uploadedFilesSchema = z
  .array(uploadedFileSchema, { error: errorKey('errors.required') })
  .min(1, errorKey('errors.required'))
  .refine((files) => files.length < MAX_IMAGES_EXCLUSIVE, {
    error: errorKey('errors.fewerPhotos'),
    params: { count: MAX_IMAGES_EXCLUSIVE },
    // The count is worth telling even when some file is itself invalid.
    when: (payload) => Array.isArray(payload.value),
  });
