import * as ws from 'ws';

// For tests: websocket frames read as a client reads them, by ws's own parser.

/** The part of ws's frame parser used here (ws exports it; its type definitions do not). */
interface FrameReader {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  write: (bytes: Buffer) => unknown;
}

const { Receiver } = ws as unknown as {
  Receiver: new (options: { isServer: boolean; maxPayload: number }) => FrameReader;
};

/** The texts of the server frames in these bytes, in order; throws on a binary or bad frame. */
export function readTextFrames(bytes: Buffer): string[] {
  const reader = new Receiver({ isServer: false, maxPayload: 0 });
  const texts: string[] = [];
  let failure: Error | undefined;
  reader.on('message', (data, isBinary) => {
    if (isBinary) failure ??= new Error('a binary frame');
    texts.push(data.toString('utf8'));
  });
  reader.on('error', (error) => {
    failure ??= error;
  });
  reader.write(bytes);
  if (failure !== undefined) throw failure;
  return texts;
}
