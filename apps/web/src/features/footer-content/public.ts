// The footer-content feature's public entry: what the rest of the app may use.
export { useFooterContent } from './api/get-footer.js';
export { infoPageLink } from './rules/info-page-link.js';
