import { describe, expect, it } from 'vitest';
import { UploadError, readUploadAnswer } from './verification-upload.js';

const STATUS = {
  kycStatus: 'not_verified',
  documents: [
    { kind: 'idWithPhoto', status: 'pending', files: 1, submittedAt: '2026-03-10T10:00:00Z' },
    { kind: 'proofOfAddress', status: 'missing', files: 0, submittedAt: null },
    { kind: 'proofOfPayment', status: 'missing', files: 0, submittedAt: null },
    { kind: 'otherDocument', status: 'missing', files: 0, submittedAt: null },
  ],
};

function refusal(status: number, body: string): UploadError {
  try {
    readUploadAnswer(status, body);
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('the answer was taken');
}

describe('readUploadAnswer', () => {
  it('takes the verification status of a 201', () => {
    expect(readUploadAnswer(201, JSON.stringify({ status: STATUS }))).toEqual(STATUS);
  });

  it('turns a refusal into its catalogue message', () => {
    const error = refusal(
      413,
      JSON.stringify({ error: { messageKey: 'errors.fewerPhotos', values: { count: 20 } } }),
    );
    expect([error.key, error.values]).toEqual(['errors.fewerPhotos', { count: 20 }]);
    expect(refusal(415, JSON.stringify({ error: { messageKey: 'errors.imageFormat' } })).key).toBe(
      'errors.imageFormat',
    );
  });

  it('answers the generic message for anything it cannot read', () => {
    expect(refusal(502, '<html>Bad gateway</html>').key).toBe('errors.unexpected');
    expect(refusal(400, JSON.stringify({ error: { messageKey: 'not.a.key' } })).key).toBe(
      'errors.unexpected',
    );
    expect(refusal(201, JSON.stringify({ status: { kycStatus: 'x' } })).key).toBe(
      'errors.unexpected',
    );
  });
});
