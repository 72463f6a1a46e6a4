import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ALLOWED_FILE_EXTENSIONS,
  ALLOWED_FILE_MIME_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGES_EXCLUSIVE,
} from '../constants.js';
import { isMessageKey } from '../messages.js';
import {
  FILE_MIME_TYPES_BY_EXTENSION,
  fileExtension,
  isAllowedFileType,
  uploadedFileSchema,
  uploadedFilesSchema,
} from './files.js';
import { validateForm } from './form-error.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

const photo = { name: 'passport.jpg', type: 'image/jpeg', size: 1_000_000 };

describe('fileExtension', () => {
  it.each([
    ['scan.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['trailing.', ''],
  ])('%s has %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('FILE_MIME_TYPES_BY_EXTENSION', () => {
  it('covers exactly the allowed extensions and every allowed MIME type', () => {
    expect(Object.keys(FILE_MIME_TYPES_BY_EXTENSION).sort()).toEqual(
      [...ALLOWED_FILE_EXTENSIONS].sort(),
    );
    expect(new Set(Object.values(FILE_MIME_TYPES_BY_EXTENSION).flat())).toEqual(
      new Set(ALLOWED_FILE_MIME_TYPES),
    );
  });
});

describe('isAllowedFileType', () => {
  it.each([
    ['a.png', 'image/png'],
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpeg'],
    ['a.JPG', 'IMAGE/JPEG'],
    ['a.pdf', 'application/pdf'],
    ['a.bmp', 'image/bmp'],
    ['a.bmp', 'image/x-ms-bmp'],
  ])('accepts %s as %s', (name, type) => {
    expect(isAllowedFileType({ name, type })).toBe(true);
  });

  it.each([
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.heic', 'image/heic'],
    ['a', 'image/png'],
    ['a.png', ''],
    ['a.png', 'application/pdf'],
    ['a.pdf', 'image/jpeg'],
  ])('rejects %s as %j', (name, type) => {
    expect(isAllowedFileType({ name, type })).toBe(false);
  });
});

describe('uploadedFileSchema', () => {
  it('passes one byte under 5 MB and fails exactly 5 MB', () => {
    expect(MAX_FILE_BYTES).toBe(5_242_880);
    expect(errorsOf(uploadedFileSchema, { ...photo, size: 5_242_879 })).toEqual([]);
    expect(errorsOf(uploadedFileSchema, { ...photo, size: 5_242_880 })).toEqual([
      { path: 'size', key: 'errors.imageTooLarge', values: { max: 5_242_880 } },
    ]);
  });

  it('rejects an empty file and accepts one byte', () => {
    expect(errorsOf(uploadedFileSchema, { ...photo, size: 0 })).toEqual([
      { path: 'size', key: 'errors.imageFormat', values: { min: 1 } },
    ]);
    expect(errorsOf(uploadedFileSchema, { ...photo, size: 1 })).toEqual([]);
  });

  it('rejects another format on the file as a whole', () => {
    expect(errorsOf(uploadedFileSchema, { name: 'a.gif', type: 'image/gif', size: 10 })).toEqual([
      { path: '', key: 'errors.imageFormat', values: {} },
    ]);
  });

  it('reports the size and the format of the same file together', () => {
    expect(
      errorsOf(uploadedFileSchema, { name: 'a.gif', type: 'image/gif', size: MAX_FILE_BYTES }).map(
        (error) => error.key,
      ),
    ).toEqual(['errors.imageTooLarge', 'errors.imageFormat']);
  });
});

describe('uploadedFilesSchema', () => {
  const filesOf = (count: number) => Array.from({ length: count }, () => photo);

  it('passes 19 images and fails 20, saying fewer than 20', () => {
    expect(MAX_IMAGES_EXCLUSIVE).toBe(20);
    expect(errorsOf(uploadedFilesSchema, filesOf(19))).toEqual([]);
    expect(errorsOf(uploadedFilesSchema, filesOf(20))).toEqual([
      { path: '', key: 'errors.fewerPhotos', values: { count: 20 } },
    ]);
  });

  it('requires at least one file', () => {
    expect(errorsOf(uploadedFilesSchema, [])).toEqual([
      { path: '', key: 'errors.required', values: { min: 1 } },
    ]);
    expect(errorsOf(uploadedFilesSchema, filesOf(1))).toEqual([]);
  });

  it('tells the count even when a file is itself invalid', () => {
    const files = [...filesOf(19), { name: 'a.gif', type: 'image/gif', size: 10 }];
    expect(errorsOf(uploadedFilesSchema, files)).toEqual([
      { path: '19', key: 'errors.imageFormat', values: {} },
      { path: '', key: 'errors.fewerPhotos', values: { count: 20 } },
    ]);
  });

  it('reports only message keys', () => {
    const values = [null, 42, {}, [null], [{ name: 1, type: 2, size: '3' }], [{ size: -1.5 }]];
    for (const value of values) {
      for (const issue of uploadedFilesSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
