import { describe, expect, it } from 'vitest';
import { sessionUuidFrom } from './session-source.js';

const UUID = '3f2c7a9e-5b1d-4c8e-9a6f-0d2e4b7c1a93';

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

describe('sessionUuidFrom', () => {
  it.each(['callback', 'reauth'] as const)('takes a %s value as the uuid itself', (source) => {
    expect(sessionUuidFrom(source, UUID)).toBe(UUID);
    expect(sessionUuidFrom(source, ` ${UUID.toUpperCase()} `)).toBe(UUID);
  });

  it('decodes an account value, padded or not', () => {
    // A uuid is ASCII hex and dashes: its base64 is the same in both alphabets.
    expect(Buffer.from(UUID).toString('base64url')).toBe(base64(UUID).replace(/=+$/, ''));
    expect(sessionUuidFrom('account', base64(UUID))).toBe(UUID);
    expect(sessionUuidFrom('account', base64(UUID).replace(/=+$/, ''))).toBe(UUID);
    expect(sessionUuidFrom('account', ` ${base64(UUID)} `)).toBe(UUID);
    const padded = base64(`${UUID}\n`);
    expect(padded).toMatch(/==$/);
    expect(sessionUuidFrom('account', padded)).toBe(UUID);
    expect(sessionUuidFrom('account', padded.replace(/=+$/, ''))).toBe(UUID);
  });

  it.each([
    ['an empty value', 'account', ''],
    ['text that is not base64', 'account', 'not base64!'],
    ['base64 of something else', 'account', base64('hello world')],
    [
      'base64 of bytes that are not text',
      'account',
      Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'),
    ],
    ['a bare uuid where base64 is expected', 'account', UUID],
    ['a value that is not a uuid', 'callback', 'abc'],
    ['a uuid inside other text', 'reauth', `x${UUID}`],
  ] as const)('finds no uuid in %s', (_name, source, value) => {
    expect(sessionUuidFrom(source, value)).toBeNull();
  });
});
