import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorKey, formErrorOf, formErrorsOf, validateForm } from './form-error.js';

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return issue;
}

describe('formErrorOf', () => {
  it('reads the minimum of a too_small issue as {min}', () => {
    const issue = firstIssue(z.string().min(5, errorKey('errors.minLength')), 'abcd');
    expect(formErrorOf(issue)).toEqual({ key: 'errors.minLength', values: { min: 5 } });
  });

  it('reads the maximum of a too_big issue as {max}', () => {
    const issue = firstIssue(z.number().max(20, errorKey('errors.amountMax')), 21);
    expect(formErrorOf(issue)).toEqual({ key: 'errors.amountMax', values: { max: 20 } });
  });

  it('reads the params of a custom issue as named values', () => {
    const schema = z.array(z.string()).refine((list) => list.length < 2, {
      error: errorKey('errors.fewerPhotos'),
      params: { count: 2, label: 'photos', ignored: { nested: true } },
    });
    expect(formErrorOf(firstIssue(schema, ['a', 'b']))).toEqual({
      key: 'errors.fewerPhotos',
      values: { count: 2, label: 'photos' },
    });
  });

  it('gives a bigint bound as exact text', () => {
    const issue = firstIssue(z.bigint().min(2n ** 70n, errorKey('errors.amountMin')), 1n);
    expect(formErrorOf(issue).values).toEqual({ min: (2n ** 70n).toString() });
  });

  it('has no values when the issue carries none', () => {
    const issue = firstIssue(z.string({ error: errorKey('errors.required') }), undefined);
    expect(formErrorOf(issue)).toEqual({ key: 'errors.required', values: {} });
  });

  it('falls back to errors.unexpected for a message that is not a key', () => {
    expect(formErrorOf({ message: 'Too small' })).toEqual({
      key: 'errors.unexpected',
      values: {},
    });
  });
});

describe('formErrorsOf', () => {
  it('gives each issue with its dotted field path, the form itself as the empty path', () => {
    const schema = z.object({
      birthDate: z.object({ day: z.number({ error: errorKey('errors.required') }) }),
      files: z.array(z.string({ error: errorKey('errors.imageFormat') })),
    });
    const result = schema.safeParse({ birthDate: {}, files: ['a.png', 3] });
    expect(result.success).toBe(false);
    expect(formErrorsOf(result.error?.issues ?? [])).toEqual([
      { path: 'birthDate.day', key: 'errors.required', values: {} },
      { path: 'files.1', key: 'errors.imageFormat', values: {} },
    ]);
    expect(formErrorsOf([{ message: 'errors.required' }])).toEqual([
      { path: '', key: 'errors.required', values: {} },
    ]);
  });
});

describe('validateForm', () => {
  const schema = z.object({ name: z.string().min(2, { error: 'errors.minLength' }) });

  it('returns the parsed data and no errors for a valid value', () => {
    expect(validateForm(schema, { name: 'Ann' })).toEqual({
      success: true,
      data: { name: 'Ann' },
      errors: [],
    });
  });

  it('returns every error with its key, values and field path', () => {
    expect(validateForm(schema, { name: 'A' })).toEqual({
      success: false,
      errors: [{ path: 'name', key: 'errors.minLength', values: { min: 2 } }],
    });
  });
});
