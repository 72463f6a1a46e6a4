import type { AllowedFileMimeType } from './files.js';

// The first bytes each allowed format starts with, so that a file whose name and declared type
// say "png" but whose content is something else (a script, an archive) is refused.
// https://en.wikipedia.org/wiki/List_of_file_signatures

const SIGNATURES: Readonly<Record<AllowedFileMimeType, readonly (readonly number[])[]>> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/bmp': [[0x42, 0x4d]],
  'image/x-ms-bmp': [[0x42, 0x4d]],
};

/** Bytes a caller needs from the start of a file to decide: the longest signature. */
export const FILE_SIGNATURE_BYTES = 8;

function isKnownType(type: string): type is AllowedFileMimeType {
  return Object.hasOwn(SIGNATURES, type);
}

/** Whether the file's first bytes are those of its declared (allowed) type. */
export function hasFileSignature(type: string, head: Uint8Array): boolean {
  const declared = type.toLowerCase();
  if (!isKnownType(declared)) return false;
  return SIGNATURES[declared].some(
    (signature) =>
      head.length >= signature.length && signature.every((byte, index) => head[index] === byte),
  );
}
