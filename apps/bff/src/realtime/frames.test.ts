import { describe, expect, it } from 'vitest';
import { rawStreamOf, textFrames } from './frames.js';
import { readTextFrames as received } from './testing.js';

describe('textFrames', () => {
  it('frames texts of every length class back to back, read by ws as the same texts in order', () => {
    // 7-bit lengths up to 125, 16-bit up to 65,535, 64-bit beyond; ü is two bytes in UTF-8.
    const texts = [
      '',
      'ü',
      'a'.repeat(125),
      'b'.repeat(126),
      'c'.repeat(65_535),
      'd'.repeat(65_536),
    ];
    const bytes = textFrames(texts.map((text) => Buffer.from(text)));
    expect(received(bytes)).toEqual(texts);
  });

  it('writes exactly the header and the payload of each frame', () => {
    expect([...textFrames([Buffer.from('hi')])]).toEqual([0x81, 2, 0x68, 0x69]);
    const medium = textFrames([Buffer.alloc(300, 0x61)]);
    expect([...medium.subarray(0, 4)]).toEqual([0x81, 126, 0x01, 0x2c]);
    expect(medium.length).toBe(304);
  });
});

describe('rawStreamOf', () => {
  const stream = { write: () => true };

  it('is the TCP stream of a ws socket without extensions', () => {
    expect(rawStreamOf({ extensions: '', _socket: stream })).toBe(stream);
  });

  it('is nothing for a socket that compresses its frames, or one that is not ws’s', () => {
    expect(rawStreamOf({ extensions: 'permessage-deflate', _socket: stream })).toBeUndefined();
    expect(rawStreamOf({ extensions: '', _socket: null })).toBeUndefined();
    expect(rawStreamOf({ send: () => undefined })).toBeUndefined();
  });
});
