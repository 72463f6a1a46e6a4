// The third-party-scripts feature's public entry: what the rest of the app may use.
export { ThirdPartyScripts } from './third-party-scripts.js';
