import { describe, expect, it } from 'vitest';
import { hasFileSignature } from './file-signature.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00);

describe('hasFileSignature', () => {
  it('accepts each allowed type with its own first bytes', () => {
    expect(hasFileSignature('image/png', PNG)).toBe(true);
    expect(hasFileSignature('IMAGE/JPEG', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(hasFileSignature('application/pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31))).toBe(
      true,
    );
    expect(hasFileSignature('image/bmp', bytes(0x42, 0x4d, 0x00))).toBe(true);
    expect(hasFileSignature('image/x-ms-bmp', bytes(0x42, 0x4d))).toBe(true);
  });

  it('refuses content of another type, a short head and an unknown type', () => {
    expect(hasFileSignature('image/png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(hasFileSignature('image/png', PNG.slice(0, 7))).toBe(false);
    expect(hasFileSignature('image/jpeg', bytes())).toBe(false);
    expect(hasFileSignature('text/html', PNG)).toBe(false);
  });
});
