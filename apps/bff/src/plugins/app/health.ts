import fp from 'fastify-plugin';

/** Liveness for load balancers and orchestrators: answers while the process serves requests. */
export const healthPlugin = fp(
  (fastify, _options, done) => {
    fastify.get('/healthz', () => ({ status: 'ok' as const }));
    done();
  },
  { name: 'health' },
);
