import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors.js';
import {
  UPLOAD_LIMITS,
  UploadRefusal,
  receiveSubmission,
} from '../../services/verification-upload.js';
import { formatError, logTRPCError, toTRPCError } from '../../trpc/error-mapper.js';
import type { SessionPlayer } from '../../sessions/session-player.js';
import { isTrustedRequestOrigin } from './cross-site.js';

// Verification documents arrive as a same-origin multipart POST (SPEC-NOTES "Security
// decisions"), not through tRPC: files are streamed and checked as they come, never held whole.
// The session cookie and the Origin are checked before a byte of the body is read.

export const VERIFICATION_UPLOAD_PATH = '/api/verification/documents';

/** The HTTP status of each refusal; the body carries the message key either way. */
const REFUSAL_STATUS = {
  kind_required: 400,
  no_files: 400,
  too_many_files: 413,
  file_too_large: 413,
  file_type: 415,
  malformed: 400,
} as const satisfies Record<UploadRefusal['reason'], number>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The uploading player, resolved by the route's onRequest hook. */
    uploader: SessionPlayer | undefined;
  }
}

/** An error answer in the shape of a tRPC error's data, so the SPA reads both alike. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const trpcError = toTRPCError(error);
  logTRPCError(request.log, trpcError, VERIFICATION_UPLOAD_PATH);
  const shape = formatError({ error: trpcError, path: undefined, requestId: request.id });
  return reply.code(shape.data.httpStatus).send({ error: shape.data });
}

function refusalAnswer(request: FastifyRequest, reply: FastifyReply, refusal: UploadRefusal) {
  request.log.info({ reason: refusal.reason }, 'verification upload refused');
  return reply.code(REFUSAL_STATUS[refusal.reason]).send({
    error: {
      code: 'BAD_REQUEST',
      httpStatus: REFUSAL_STATUS[refusal.reason],
      path: null,
      messageKey: refusal.messageKey,
      values: refusal.values,
      fieldErrors: null,
      domainCode: refusal.reason,
      requestId: request.id,
    },
  });
}

export const verificationUploadPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    // In a scope of its own: the multipart parser serves this route and no other.
    await fastify.register(async (scope) => {
      await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: UPLOAD_LIMITS });
      scope.decorateRequest('uploader', undefined);

      scope.addHook('onRequest', async (request, reply) => {
        if (!isTrustedRequestOrigin(request, config)) {
          request.log.info({ origin: request.headers.origin }, 'cross-site upload refused');
          return sendError(
            request,
            reply,
            new DomainError({
              code: 'untrusted_origin',
              status: 'FORBIDDEN',
              messageKey: 'errors.accessDenied',
            }),
          );
        }
        const player = await fastify.sessions.resolve(request, reply);
        if (player === null) {
          return sendError(
            request,
            reply,
            new DomainError({
              code: 'unauthorized',
              status: 'UNAUTHORIZED',
              messageKey: 'errors.unauthorized',
            }),
          );
        }
        request.uploader = player;
        return undefined;
      });

      scope.post(VERIFICATION_UPLOAD_PATH, async (request, reply) => {
        const player = request.uploader;
        if (player === undefined) throw new Error('the upload hook resolved no player');
        if (!request.isMultipart()) {
          return refusalAnswer(
            request,
            reply,
            new UploadRefusal('malformed', 'errors.required', { field: 'files' }),
          );
        }
        try {
          const status = await receiveSubmission(request.parts(), {
            casino: fastify.clients.casino,
            token: player.token,
            call: { requestId: request.id },
          });
          return await reply.code(201).send({ status });
        } catch (error) {
          if (error instanceof UploadRefusal) return refusalAnswer(request, reply, error);
          return sendError(request, reply, error);
        }
      });
    });
  },
  { name: 'verification-upload', dependencies: ['config', 'sessions', 'upstreams'] },
);
