import { splitLanguagePrefix } from '@casino/shared';

// A session handed over in the URL (SPEC-NOTES "Routes"): the base64 `account` query parameter
// on any route, and reauth/{session}. Taken out of the address bar with history replace before
// the app shows, kept in memory only, and given to the BFF (auth.adopt), which checks it. The
// value is never written to storage or a log.

export interface UrlSession {
  source: 'account' | 'reauth';
  value: string;
}

export interface TakenUrlSession {
  session: UrlSession | null;
  /** The address without the session: the same page, or main for reauth/{session}. */
  url: string;
}

const REAUTH = /^\/reauth\/([^/]+)\/?$/;

/** The session a URL carries, and the URL without it (a pure reading, for tests). */
export function takeUrlSession(href: string): TakenUrlSession {
  const url = new URL(href);
  const { language, rest, status } = splitLanguagePrefix(url.pathname);
  const reauth = REAUTH.exec(rest);
  const account = url.searchParams.get('account');
  url.searchParams.delete('account');
  let session: UrlSession | null = null;
  if (reauth?.[1] !== undefined) {
    let value = reauth[1];
    try {
      value = decodeURIComponent(value);
    } catch {
      // A broken escape is no session; the BFF refuses what it cannot read.
    }
    session = { source: 'reauth', value };
    // The session's page is the main page, under the same language prefix.
    url.pathname = status === 'ok' && language !== null ? `/${language}` : '/';
  } else if (account !== null) {
    session = { source: 'account', value: account };
  }
  return { session, url: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Takes the session out of the current address (history replace, keeping the entry's state), if
 * there is one.
 */
export function takeSessionFromLocation(): UrlSession | null {
  const { session, url } = takeUrlSession(window.location.href);
  if (session !== null) window.history.replaceState(window.history.state, '', url);
  return session;
}
