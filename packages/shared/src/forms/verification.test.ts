import { describe, expect, it } from 'vitest';
import { VERIFICATION_DOCUMENT_COUNT } from '../constants.js';
import { isMessageKey } from '../messages.js';
import { formErrorsOf } from './form-error.js';
import {
  VERIFICATION_DOCUMENT_KINDS,
  verificationDocumentKindSchema,
  verificationUploadSchema,
} from './verification.js';

const files = [{ name: 'id-card.png', type: 'image/png', size: 200_000 }];

describe('verification documents', () => {
  it('are the four the spec names, as many as VERIFICATION_DOCUMENT_COUNT', () => {
    expect(VERIFICATION_DOCUMENT_KINDS).toHaveLength(VERIFICATION_DOCUMENT_COUNT);
    expect(VERIFICATION_DOCUMENT_KINDS).toEqual([
      'idWithPhoto',
      'proofOfAddress',
      'proofOfPayment',
      'otherDocument',
    ]);
  });

  it('reject an unknown kind', () => {
    expect(verificationDocumentKindSchema.safeParse('selfie').error?.issues[0]?.message).toBe(
      'errors.noSuchOption',
    );
  });
});

describe('verificationUploadSchema', () => {
  it('accepts a kind with its files', () => {
    expect(verificationUploadSchema.parse({ kind: 'proofOfAddress', files })).toEqual({
      kind: 'proofOfAddress',
      files,
    });
  });

  it('reports the kind and the files on their fields', () => {
    const result = verificationUploadSchema.safeParse({ kind: '', files: [] });
    expect(
      formErrorsOf(result.error?.issues ?? []).map((error) => [error.path, error.key]),
    ).toEqual([
      ['kind', 'errors.required'],
      ['files', 'errors.required'],
    ]);
  });

  it('reports only message keys', () => {
    for (const value of [null, 42, {}, { kind: 3, files: 'x' }]) {
      for (const issue of verificationUploadSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
