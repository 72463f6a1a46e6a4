// WebSocket frames built once for many sockets (docs/decisions/029-realtime-fan-out.md): the
// frames of a broadcast are framed once (RFC 6455 section 5.2) and the same bytes are written to
// every socket's TCP stream in one call, one write per socket however many frames it carries.

/** The first byte of a whole (final) text frame. */
const FIN_TEXT = 0x81;

function headerLength(length: number): number {
  if (length < 126) return 2;
  return length < 65_536 ? 4 : 10;
}

/** Server-to-client text frames (unmasked) of these UTF-8 texts, back to back in one buffer. */
export function textFrames(payloads: readonly Buffer[]): Buffer {
  let size = 0;
  for (const payload of payloads) size += headerLength(payload.length) + payload.length;
  const frames = Buffer.allocUnsafe(size);
  let at = 0;
  for (const payload of payloads) {
    const length = payload.length;
    frames[at] = FIN_TEXT;
    if (length < 126) {
      frames[at + 1] = length;
      at += 2;
    } else if (length < 65_536) {
      frames[at + 1] = 126;
      frames.writeUInt16BE(length, at + 2);
      at += 4;
    } else {
      frames[at + 1] = 127;
      frames.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2);
      frames.writeUInt32BE(length >>> 0, at + 6);
      at += 10;
    }
    at += payload.copy(frames, at);
  }
  return frames;
}

/** Where framed bytes go as they are. */
export interface RawStream {
  write: (data: Buffer) => boolean;
}

/** What a ws WebSocket holds that tells whether its own frames may go beside ws's. */
interface WsInternals {
  _socket?: unknown;
  extensions?: unknown;
}

function isRawStream(value: unknown): value is RawStream {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { write?: unknown }).write === 'function'
  );
}

/**
 * The TCP stream of a ws WebSocket that negotiated no extension, else undefined (a socket of
 * another kind, or one whose frames ws compresses). Without an extension ws writes every frame
 * to the stream at once, in the order sent, so frames written here keep their place among ws's.
 */
export function rawStreamOf(socket: object): RawStream | undefined {
  const internals = socket as WsInternals;
  if (internals.extensions !== '') return undefined;
  return isRawStream(internals._socket) ? internals._socket : undefined;
}
