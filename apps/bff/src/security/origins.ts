import type { Config } from '../config.js';

/**
 * Whether the Origin header names a trusted origin: one of TRUSTED_ORIGINS, or the BFF's own
 * (the Host the request was sent to; behind TLS only over https).
 */
export function isTrustedOrigin(
  origin: string,
  host: string | undefined,
  config: Pick<Config, 'trustedOrigins' | 'session'>,
): boolean {
  if (config.trustedOrigins.includes(origin)) return true;
  if (!URL.canParse(origin) || host === undefined) return false;
  const url = new URL(origin);
  if (url.origin !== origin) return false;
  const schemes = config.session.cookieSecure ? ['https:'] : ['http:', 'https:'];
  return schemes.includes(url.protocol) && url.host === host.toLowerCase();
}
