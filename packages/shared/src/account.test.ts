import { describe, expect, it } from 'vitest';
import {
  currencyChangeSchema,
  documentsToSend,
  passwordResetCompletionSchema,
  verificationStatusSchema,
} from './account.js';
import { validateForm } from './forms/form-error.js';

const TOKEN = 'a'.repeat(43);

describe('passwordResetCompletionSchema', () => {
  it('takes a token of the link and a confirmed new password', () => {
    expect(
      validateForm(passwordResetCompletionSchema, {
        token: TOKEN,
        password: 'New#Pass1',
        confirmation: 'New#Pass1',
      }).success,
    ).toBe(true);
  });

  it('names the token and the confirmation when they are wrong', () => {
    const result = validateForm(passwordResetCompletionSchema, {
      token: 'not a token',
      password: 'New#Pass1',
      confirmation: 'New#Pass2',
    });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'token', key: 'errors.passwordResetInvalid' }),
        expect.objectContaining({ path: 'confirmation', key: 'errors.passwordsDontMatch' }),
      ]),
    );
    expect(
      validateForm(passwordResetCompletionSchema, {
        token: 'x'.repeat(129),
        password: 'New#Pass1',
        confirmation: 'New#Pass1',
      }).success,
    ).toBe(false);
  });
});

describe('currencyChangeSchema', () => {
  it('accepts only a confirmed change to a known currency', () => {
    expect(currencyChangeSchema.safeParse({ currency: 'RON', confirmed: true }).success).toBe(true);
    expect(
      validateForm(currencyChangeSchema, { currency: 'RON', confirmed: false }).errors,
    ).toEqual([expect.objectContaining({ path: 'confirmed', key: 'errors.mustAgree' })]);
    expect(currencyChangeSchema.safeParse({ currency: 'XYZ', confirmed: true }).success).toBe(
      false,
    );
  });
});

describe('documentsToSend', () => {
  const status = verificationStatusSchema.parse({
    kycStatus: 'documents_expired',
    documents: [
      {
        kind: 'idWithPhoto',
        status: 'rejected',
        files: 2,
        submittedAt: '2025-01-02T10:00:00.000Z',
      },
      { kind: 'proofOfAddress', status: 'approved', files: 1, submittedAt: '2025-01-02T10:00:00Z' },
      { kind: 'proofOfPayment', status: 'pending', files: 1, submittedAt: '2025-01-03T10:00:00Z' },
      { kind: 'otherDocument', status: 'missing', files: 0, submittedAt: null },
    ],
  });

  it('lists the missing and rejected documents in the screen’s order', () => {
    expect(documentsToSend(status)).toEqual(['idWithPhoto', 'otherDocument']);
  });

  it('needs all four documents in a status', () => {
    expect(
      verificationStatusSchema.safeParse({ ...status, documents: status.documents.slice(1) })
        .success,
    ).toBe(false);
  });
});
