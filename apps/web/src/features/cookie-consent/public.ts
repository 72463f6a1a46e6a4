// The cookie-consent feature's public entry: what the rest of the app may use.
export { CookieBanner } from './components/cookie-banner.js';
export { useCookieConsent } from './hooks/use-cookie-consent.js';
