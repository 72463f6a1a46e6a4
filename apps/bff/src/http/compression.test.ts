import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './compression.js';
import { EncodedBody } from './json-answer.js';

describe('preferredEncoding', () => {
  it('takes brotli from what browsers send, gzip when brotli is not offered', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('follows quality values, brotli winning a tie', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  });

  it('reads * as any encoding not named, and q=0 as a refusal', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
  });

  it('sends the body as it is without a usable encoding', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate, zstd')).toBeNull();
    expect(preferredEncoding('x'.repeat(600))).toBeNull();
  });
});

describe('EncodedBody', () => {
  const json = JSON.stringify({
    items: Array.from({ length: 100 }, (_, id) => ({ id, name: `Game ${String(id)}` })),
  });

  it('compresses a body of 1 KiB or more once per encoding, into bytes that decode to it', async () => {
    const body = new EncodedBody(json);
    expect(body.compressible).toBe(true);
    const first = body.variant('br');
    expect(first).toBeInstanceOf(Promise);
    const brotli = await first;
    expect(body.variant('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(json);
    expect(gunzipSync(await body.variant('gzip')).toString()).toBe(json);
    expect(brotli.length).toBeLessThan(json.length / 4);
  });

  it('leaves a body under 1 KiB uncompressible', () => {
    expect(new EncodedBody('x'.repeat(1_023)).compressible).toBe(false);
    expect(new EncodedBody('x'.repeat(1_024)).compressible).toBe(true);
  });

  it('compresses alike every time, so two BFFs send the same bytes', async () => {
    const bytes = Buffer.from(json);
    expect((await compress(bytes, 'br')).equals(await compress(bytes, 'br'))).toBe(true);
    expect((await compress(bytes, 'gzip')).equals(await compress(bytes, 'gzip'))).toBe(true);
  });
});
