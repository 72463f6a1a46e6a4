// The entry `@casino/mock-world/qa`: QA's controls as a typed API, for the journeys' harness and
// the SPA's QA panel. Browser-safe: the request schemas, the answer schemas and the client import
// zod and the shared domain only, never the mock world's server.

export * from './schemas.js';
export * from './answers.js';
export * from './client.js';
