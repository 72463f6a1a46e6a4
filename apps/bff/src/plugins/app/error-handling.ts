import { STATUS_CODES } from 'node:http';
import { englishMessage } from '@casino/shared';
import fp from 'fastify-plugin';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId: string;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) return statusCode;
  }
  return 500;
}

/**
 * JSON errors for the routes outside tRPC (tRPC formats its own). A 5xx never shows its message:
 * it may come from a dependency and name hosts or paths; the log has it with the request id.
 */
export const errorHandlingPlugin = fp(
  (fastify, _options, done) => {
    fastify.setNotFoundHandler((request, reply) => {
      const body: ErrorBody = {
        statusCode: 404,
        error: 'Not Found',
        message: 'No such route',
        requestId: request.id,
      };
      return reply.status(404).send(body);
    });

    fastify.setErrorHandler((error, request, reply) => {
      const statusCode = statusOf(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
      const message =
        statusCode < 500 && error instanceof Error
          ? error.message
          : englishMessage('errors.unexpected');
      const body: ErrorBody = {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message,
        requestId: request.id,
      };
      return reply.status(statusCode).send(body);
    });
    done();
  },
  { name: 'error-handling' },
);
