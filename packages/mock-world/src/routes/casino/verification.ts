import {
  ALLOWED_FILE_MIME_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGES_EXCLUSIVE,
  VERIFICATION_DOCUMENT_KINDS,
  type VerificationStatus,
  errorKey,
  hasFileSignature,
  uploadedFileSchema,
  verificationDocumentKindSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VerificationFile } from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest, validateInput } from '../../http/parse.js';
import type { PlayerAccount } from '../../state/player-store.js';

const fileQuerySchema = z.object({ name: z.string().min(1).max(255) });
const submissionBodySchema = z.object({
  kind: verificationDocumentKindSchema,
  fileIds: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(MAX_IMAGES_EXCLUSIVE - 1)
    .refine((ids) => new Set(ids).size === ids.length, 'each file once'),
});

export function verificationStatus(account: PlayerAccount): VerificationStatus {
  return {
    kycStatus: account.kycStatus,
    documents: VERIFICATION_DOCUMENT_KINDS.map((kind) => {
      const record = account.verification[kind];
      return {
        kind,
        status: record.status,
        files: record.files,
        submittedAt:
          record.submittedAtMs === null ? null : new Date(record.submittedAtMs).toISOString(),
      };
    }),
  };
}

export function registerVerificationRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  app.get('/me/verification', (request) => verificationStatus(requirePlayer(request, store)));

  // One file per call, its bytes as the body and its type as Content-Type. A body of 5 MB or
  // more is refused by Fastify (413) before it is held whole.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      [...ALLOWED_FILE_MIME_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES - 1 },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post('/me/verification/files', (request, reply) => {
      const account = requirePlayer(request, store);
      const { name } = parseRequest(fileQuerySchema, request.query, 'query');
      if (!Buffer.isBuffer(request.body)) {
        throw new MockHttpError('validation_failed', 'A file needs an allowed type', [
          { path: 'type', message: errorKey('errors.imageFormat') },
        ]);
      }
      const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim() ?? '';
      const file = validateInput(uploadedFileSchema, { name, type, size: request.body.length });
      if (!hasFileSignature(file.type, request.body)) {
        throw new MockHttpError('validation_failed', 'The content is not of its declared type', [
          { path: 'type', message: errorKey('errors.imageFormat') },
        ]);
      }
      const stored = store.addVerificationFile({ playerId: account.id, ...file });
      const answer: VerificationFile = {
        fileId: stored.id,
        name: stored.name,
        type: stored.type,
        size: stored.size,
      };
      return reply.code(201).send(answer);
    });
    done();
  });

  app.post('/me/verification/documents', (request) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(submissionBodySchema, request.body, 'body');
    const files = store.takeVerificationFiles(account, body.fileIds);
    if (files === undefined) throw new MockHttpError('not_found', 'No such uploaded file');
    account.verification[body.kind] = {
      status: 'pending',
      files: files.length,
      submittedAtMs: clock.now(),
    };
    return verificationStatus(account);
  });
}
