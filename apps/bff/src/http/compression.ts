import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// JSON answers travel compressed by the browser's Accept-Encoding (docs/decisions/023). The
// built web files are compressed once at build time (docs/decisions/016); answers are made per
// request, so they are compressed at levels that cost about a millisecond for the largest one.

/** Answers shorter than this go as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1_024;

export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body for one encoding (brotli quality 4, gzip level 6). */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** The quality a coding list gives an encoding: its own entry, else `*`, else 0 (refused). */
function qualityOf(entries: ReadonlyMap<string, number>, encoding: string): number {
  return entries.get(encoding) ?? entries.get('*') ?? 0;
}

function parseAcceptEncoding(header: string): ContentEncoding | null {
  const entries = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match?.[1] !== undefined) quality = Number(match[1]);
    }
    entries.set(coding, quality);
  }
  let best: ContentEncoding | null = null;
  let bestQuality = 0;
  // Brotli first: at equal quality it wins (smaller, and every browser that sends it decodes it).
  for (const encoding of CONTENT_ENCODINGS) {
    const quality = qualityOf(entries, encoding);
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

// Browsers send a handful of distinct headers: each is parsed once.
const KNOWN_HEADERS_MAX = 64;
const known = new Map<string, ContentEncoding | null>();

/**
 * The encoding to answer a request in: brotli or gzip when Accept-Encoding allows it (q above 0,
 * by name or by `*`), the higher quality first and brotli at a tie; null for the body as it is.
 */
export function preferredEncoding(
  header: string | readonly string[] | undefined,
): ContentEncoding | null {
  if (header === undefined) return null;
  const value = typeof header === 'string' ? header : header.join(',');
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  const parsed = value.length > 512 ? null : parseAcceptEncoding(value);
  if (known.size >= KNOWN_HEADERS_MAX) known.clear();
  known.set(value, parsed);
  return parsed;
}
