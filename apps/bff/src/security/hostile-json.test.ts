import { describe, expect, it } from 'vitest';
import { forbiddenJsonKey } from './hostile-json.js';

describe('forbiddenJsonKey', () => {
  it('finds __proto__ and constructor at any depth, in objects and arrays', () => {
    expect(forbiddenJsonKey('{"__proto__":{"isAdmin":true}}')).toBe('__proto__');
    expect(forbiddenJsonKey('{"0":{"json":{"a":[{"constructor":{"prototype":{}}}]}}}')).toBe(
      'constructor',
    );
  });

  it('sees through a \\u escape of the key', () => {
    expect(forbiddenJsonKey('{"\\u005f_proto__":{"polluted":1}}')).toBe('__proto__');
  });

  it('lets the words through as values, and ordinary JSON untouched', () => {
    expect(forbiddenJsonKey('{"password":"constructor__proto__"}')).toBeNull();
    expect(forbiddenJsonKey('{"email":"a@b.test","password":"x"}')).toBeNull();
    expect(forbiddenJsonKey('{"name":"\\u00e9"}')).toBeNull();
  });

  it('leaves text that is not JSON to its parser', () => {
    expect(forbiddenJsonKey('{"__proto__":')).toBeNull();
  });
});
