import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../request-id.js';

/** Echoes the request id on every response, so a player or a test can quote it. */
export const requestIdPlugin = fp(
  (fastify, _options, done) => {
    fastify.addHook('onRequest', (request, reply, next) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
