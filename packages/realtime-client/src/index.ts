// The package entry: the realtime client, its backoff and the polling fallback.
export * from './backoff.js';
export * from './fallback-polling.js';
export * from './realtime-client.js';
