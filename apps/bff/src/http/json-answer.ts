import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compress,
  preferredEncoding,
  type ContentEncoding,
} from './compression.js';

/**
 * A JSON body and its compressed forms, each made at most once, when first asked for: an answer
 * shared between requests costs one compression per encoding however often it is sent.
 */
export class EncodedBody {
  readonly identity: Buffer;
  /** Long enough to be worth compressing (and so to vary by Accept-Encoding). */
  readonly compressible: boolean;
  readonly #variants: Partial<Record<ContentEncoding, Buffer | Promise<Buffer>>> = {};

  constructor(body: Buffer | string) {
    this.identity = typeof body === 'string' ? Buffer.from(body) : body;
    this.compressible = this.identity.length >= COMPRESSION_THRESHOLD_BYTES;
  }

  /** The body in an encoding: the bytes at once when made before, else the compression under way. */
  variant(encoding: ContentEncoding): Buffer | Promise<Buffer> {
    const known = this.#variants[encoding];
    if (known !== undefined) return known;
    const made = compress(this.identity, encoding).then((bytes) => {
      this.#variants[encoding] = bytes;
      return bytes;
    });
    this.#variants[encoding] = made;
    return made;
  }
}

/**
 * Sends a JSON answer in the encoding the request accepts. `vary` is what the answer varies by
 * besides the encoding (tRPC's own `trpc-accept, accept`); a body long enough to be compressed
 * varies by Accept-Encoding too, whether this request accepted an encoding or not.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: EncodedBody,
  vary: string,
): FastifyReply | Promise<FastifyReply> {
  void reply.code(status).header('content-type', 'application/json');
  if (!body.compressible) return reply.header('vary', vary).send(body.identity);
  void reply.header('vary', `${vary}, accept-encoding`);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.identity);
  const variant = body.variant(encoding);
  if (Buffer.isBuffer(variant)) return reply.header('content-encoding', encoding).send(variant);
  return variant.then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}
