import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  UPSTREAM_ERROR_STATUS,
  type UpstreamErrorBody,
  type UpstreamErrorCode,
  type UpstreamErrorDetail,
} from '@casino/upstream-contract';

/** An answer of the contract's error shape, thrown from a handler or a hook. */
export class MockHttpError extends Error {
  readonly code: UpstreamErrorCode;
  readonly details: UpstreamErrorDetail[] | undefined;

  constructor(code: UpstreamErrorCode, message: string, details?: UpstreamErrorDetail[]) {
    super(message);
    this.name = 'MockHttpError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return UPSTREAM_ERROR_STATUS[this.code];
  }
}

export function errorBody(
  code: string,
  message: string,
  details?: UpstreamErrorDetail[],
): UpstreamErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** A zod error's issues as the contract's details. */
export function issueDetails(error: z.ZodError): UpstreamErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/** Every failure, and every unknown route, answers with the contract's error body. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof MockHttpError) {
      return reply.code(error.status).send(errorBody(error.code, error.message, error.details));
    }
    // Fastify's own refusals (malformed JSON, wrong content type, body too large) are the
    // caller's fault: they keep their status and read as invalid_request.
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('invalid_request', error.message));
    }
    request.log.error({ err: error }, 'mock upstream failed');
    return reply.code(500).send(errorBody('internal_error', 'The mock upstream failed'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`),
      ),
  );
}
