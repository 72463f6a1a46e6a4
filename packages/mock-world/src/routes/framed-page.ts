import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeXml } from '../art/game-art.js';

// The pages the mock world serves for an app to frame (the sportsbook, the gamification panel):
// each is opened for one app origin, which alone may frame it and which it alone talks to.

/** The app's exact origin: where the page posts, whom it listens to, who may frame it. */
export const appOriginSchema = z
  .url({ protocol: /^https?$/ })
  .max(200)
  .refine((value) => new URL(value).origin === value, 'An origin without a path');

/** A page's script or stylesheet. */
export function sendAsset(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

export interface FramedPage {
  /** The app's origin it was opened for. */
  host: string;
  language: string;
  title: string;
  /** Where its app.css and app.js are. */
  base: string;
  /** The element the script draws into. */
  root: string;
  /** The id of the JSON element its data travels in. */
  dataId: string;
  data: unknown;
  /** Whether its script calls the mock world (connect-src 'self'). */
  connects?: boolean;
}

/**
 * Sends a page for the app at `host` to frame: its data as JSON inside the page (nothing in it can
 * close the element), its own script and style, and a policy that lets only that app frame it.
 */
export function sendFramedPage(reply: FastifyReply, page: FramedPage): FastifyReply {
  const html =
    `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeXml(page.title)}</title>` +
    `<link rel="stylesheet" href="${page.base}/app.css"></head><body>` +
    page.root +
    `<script type="application/json" id="${page.dataId}">${JSON.stringify(page.data).replace(/</g, '\\u003c')}</script>` +
    `<script src="${page.base}/app.js"></script></body></html>`;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        ...(page.connects === true ? ["connect-src 'self'"] : []),
        "base-uri 'none'",
        "form-action 'none'",
        // Only the app it was opened for may frame it: a page opened for another origin is
        // refused by the browser, so the origin it posts to is always its parent's.
        `frame-ancestors ${page.host}`,
      ].join('; '),
    )
    .send(html);
}
