import {
  FILE_SIGNATURE_BYTES,
  MAX_FILE_BYTES,
  MAX_IMAGES_EXCLUSIVE,
  hasFileSignature,
  isAllowedFileType,
  verificationDocumentKindSchema,
  type MessageKey,
  type MessageValues,
  type VerificationDocumentKind,
  type VerificationStatus,
} from '@casino/shared';
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { UpstreamCallContext } from '../upstreams/call-context.js';
import type { CasinoClient } from '../upstreams/casino-client.js';

// One verification submission read from a multipart stream: the document's kind (a field that
// comes first), then its files. Each file is checked as it streams in: its declared type, its
// first bytes, and its size, which stops being read at the limit. A file that passes is handed to
// the upstream at once, so the BFF holds at most one file (under 5 MB) of a request in memory;
// the submission that attaches them is made only when every part passed.

/** Why a submission was refused, as the player reads it. */
export type UploadRefusalReason =
  'kind_required' | 'no_files' | 'too_many_files' | 'file_too_large' | 'file_type' | 'malformed';

export class UploadRefusal extends Error {
  readonly reason: UploadRefusalReason;
  readonly messageKey: MessageKey;
  readonly values: MessageValues;

  constructor(reason: UploadRefusalReason, messageKey: MessageKey, values: MessageValues = {}) {
    super(`verification upload refused: ${reason}`);
    this.name = 'UploadRefusal';
    this.reason = reason;
    this.messageKey = messageKey;
    this.values = values;
  }
}

const refusals = {
  kindRequired: () => new UploadRefusal('kind_required', 'errors.required', { field: 'kind' }),
  noFiles: () => new UploadRefusal('no_files', 'errors.required', { field: 'files' }),
  tooMany: () =>
    new UploadRefusal('too_many_files', 'errors.fewerPhotos', { count: MAX_IMAGES_EXCLUSIVE }),
  tooLarge: () => new UploadRefusal('file_too_large', 'errors.imageTooLarge'),
  fileType: () => new UploadRefusal('file_type', 'errors.imageFormat'),
};

/** The busboy limits of a submission: a file is cut off one byte under the limit. */
export const UPLOAD_LIMITS = {
  /** Busboy stops a file here and marks it truncated: a file this long is already too large. */
  fileSize: MAX_FILE_BYTES - 1,
  /** One more than allowed, so that the first file too many is seen and named. */
  files: MAX_IMAGES_EXCLUSIVE,
  fields: 1,
  fieldSize: 64,
  fieldNameSize: 32,
  parts: MAX_IMAGES_EXCLUSIVE + 1,
  headerPairs: 20,
} as const;

/**
 * Reads one file part to its end, refusing it on its type, first bytes or size. A refused file is
 * still read to its end (and dropped): the parser needs it consumed to reach the next part.
 */
async function readFile(part: MultipartFile): Promise<Buffer> {
  let refusal = isAllowedFileType({ name: part.filename, type: part.mimetype })
    ? undefined
    : refusals.fileType();
  const chunks: Buffer[] = [];
  let size = 0;
  let checkedHead = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (refusal !== undefined) continue;
    chunks.push(chunk);
    size += chunk.length;
    if (!checkedHead && size >= FILE_SIGNATURE_BYTES) {
      checkedHead = true;
      if (!hasFileSignature(part.mimetype, Buffer.concat(chunks))) refusal = refusals.fileType();
    }
  }
  if (refusal !== undefined) throw refusal;
  // Busboy stops at fileSize and marks the stream: the file is MAX_FILE_BYTES or more.
  if (part.file.truncated || size >= MAX_FILE_BYTES) throw refusals.tooLarge();
  const bytes = Buffer.concat(chunks, size);
  if (!checkedHead && !hasFileSignature(part.mimetype, bytes)) throw refusals.fileType();
  return bytes;
}

/** Drains a part that will not be used, so the parser can move on to the next one. */
async function discard(part: Multipart): Promise<void> {
  if (part.type !== 'file') return;
  part.file.resume();
  await finished(part.file);
}

export interface SubmissionTarget {
  casino: CasinoClient;
  token: string;
  call: UpstreamCallContext;
}

/**
 * Receives a submission and makes it upstream. Any refusal is raised only after the rest of the
 * request has been read and thrown away, so the browser gets the answer instead of a reset.
 */
export async function receiveSubmission(
  parts: AsyncIterable<Multipart>,
  { casino, token, call }: SubmissionTarget,
): Promise<VerificationStatus> {
  let kind: VerificationDocumentKind | undefined;
  const fileIds: string[] = [];
  let files = 0;
  let refusal: UploadRefusal | undefined;

  try {
    for await (const part of parts) {
      if (refusal !== undefined) {
        await discard(part);
        continue;
      }
      try {
        if (part.type === 'field') {
          const parsed = verificationDocumentKindSchema.safeParse(part.value);
          if (part.fieldname !== 'kind' || !parsed.success) throw refusals.kindRequired();
          kind = parsed.data;
          continue;
        }
        if (kind === undefined) throw refusals.kindRequired();
        files += 1;
        if (files >= MAX_IMAGES_EXCLUSIVE) throw refusals.tooMany();
        const bytes = await readFile(part);
        const stored = await casino.uploadVerificationFile(
          token,
          { name: part.filename, type: part.mimetype.toLowerCase(), bytes },
          call,
        );
        fileIds.push(stored.fileId);
      } catch (error) {
        if (!(error instanceof UploadRefusal)) throw error;
        refusal = error;
        await discard(part);
      }
    }
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    if (refusal !== undefined) throw refusal;
    // The parser's own limits: more files, parts or fields than any valid submission has.
    const limit = limitOf(error);
    if (limit === 'fields') throw refusals.kindRequired();
    if (limit !== undefined) throw refusals.tooMany();
    throw error;
  }
  if (refusal !== undefined) throw refusal;
  if (kind === undefined) throw refusals.kindRequired();
  if (fileIds.length === 0) throw refusals.noFiles();
  return casino.submitVerification(token, kind, fileIds, call);
}

const LIMIT_CODES: Readonly<Record<string, 'files' | 'fields'>> = {
  FST_FILES_LIMIT: 'files',
  FST_PARTS_LIMIT: 'files',
  FST_FIELDS_LIMIT: 'fields',
};

/** Which of the parser's limits an error reports, if it is one. */
function limitOf(error: unknown): 'files' | 'fields' | undefined {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') {
    return undefined;
  }
  return LIMIT_CODES[error.code];
}
