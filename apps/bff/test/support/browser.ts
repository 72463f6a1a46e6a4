// A browser's cookie jar over fetch, for tests that sign players in through the BFF.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../src/router.js';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';

/** A browser's view of one site: the session cookie it holds and everything it was sent. */
export class Browser {
  cookie: string | null = null;
  readonly setCookies: string[] = [];
  readonly bodies: string[] = [];

  /** The session cookie's name at this site (see sessionCookieName). */
  readonly cookieName: string;

  constructor(cookieName: string = SESSION_COOKIE) {
    this.cookieName = cookieName;
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (this.cookie !== null) headers.set('cookie', `${this.cookieName}=${this.cookie}`);
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      this.setCookies.push(header);
      const [pair = ''] = header.split(';');
      const [name, value = ''] = pair.split('=');
      if (name !== this.cookieName) continue;
      this.cookie =
        value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header) ? null : value;
    }
    this.bodies.push(await response.clone().text());
    return response;
  };

  client(url: string) {
    return createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc`, fetch: this.fetch })],
    });
  }

  /** Everything the site sent this browser: bodies and Set-Cookie headers. */
  received(): string {
    return [...this.bodies, ...this.setCookies].join('\n');
  }
}
