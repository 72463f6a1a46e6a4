import {
  isMessageKey,
  verificationStatusSchema,
  type MessageKey,
  type VerificationDocumentKind,
  type VerificationStatus,
} from '@casino/shared';
import { z } from 'zod';

// One document's files to the BFF's multipart route (decision 011): a plain same-origin POST with
// the session cookie, through XMLHttpRequest because fetch does not report upload progress.

export const VERIFICATION_UPLOAD_URL = '/api/verification/documents';

/** A refused or failed upload: the catalogue message to show. */
export class UploadError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'UploadError';
  }
}

const refusalSchema = z.object({
  error: z.object({
    messageKey: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  }),
});

const answerSchema = z.object({ status: verificationStatusSchema });

/** The answer's body as the BFF's verification status, or the error it says. */
export function readUploadAnswer(status: number, body: string): VerificationStatus {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new UploadError('errors.unexpected');
  }
  if (status === 201) {
    const answer = answerSchema.safeParse(json);
    if (answer.success) return answer.data.status;
    throw new UploadError('errors.unexpected');
  }
  const refusal = refusalSchema.safeParse(json);
  const key = refusal.success ? refusal.data.error.messageKey : undefined;
  if (key === undefined || !isMessageKey(key)) throw new UploadError('errors.unexpected');
  throw new UploadError(key, refusal.success ? (refusal.data.error.values ?? {}) : {});
}

/**
 * Sends one document's files: the kind first, then the files, as the route reads them. Reports
 * the share of bytes sent, 0 to 1; answers the verification status the BFF returns.
 */
export function uploadDocument(
  kind: VerificationDocumentKind,
  files: readonly File[],
  onProgress: (share: number) => void,
): Promise<VerificationStatus> {
  const body = new FormData();
  body.append('kind', kind);
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', VERIFICATION_UPLOAD_URL);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readUploadAnswer(request.status, request.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new UploadError('errors.unexpected'));
      }
    });
    request.addEventListener('error', () => {
      reject(new UploadError('errors.unexpected'));
    });
    request.send(body);
  });
}
