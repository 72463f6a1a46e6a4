// The ops feature's public entry: what the rest of the app may use.
export { OPS_NAMESPACE } from './locales/namespace.js';
