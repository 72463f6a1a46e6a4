// A middleware that must run on every request (a rate limit counts each call) carries this mark;
// a lean read with such a middleware never answers from a shared answer (docs/decisions/023).
export const PER_REQUEST_MIDDLEWARE = Symbol.for('casino.trpc.perRequestMiddleware');

/** Marks a middleware function as one that must run on every request. */
export function perRequest<F extends object>(middleware: F): F {
  return Object.assign(middleware, { [PER_REQUEST_MIDDLEWARE]: true });
}

export function isPerRequest(middleware: unknown): boolean {
  return typeof middleware === 'function' && PER_REQUEST_MIDDLEWARE in middleware;
}
