import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { UPSTREAM_ERROR_STATUS, type UpstreamErrorCode } from '@casino/upstream-contract';
import {
  NOT_FOUND,
  UPSTREAM_DOMAIN_ERRORS,
  toDomainError,
  withDomainErrors,
} from './upstream-domain-errors.js';
import { UpstreamError, type UpstreamErrorOptions } from './upstream-error.js';

function httpError(
  upstreamCode: string,
  options: Partial<UpstreamErrorOptions> = {},
): UpstreamError {
  return new UpstreamError({
    upstream: 'casino',
    kind: 'http',
    method: 'POST',
    route: '/auth/signup',
    status: UPSTREAM_ERROR_STATUS[upstreamCode as UpstreamErrorCode],
    upstreamCode,
    ...options,
  });
}

describe('toDomainError', () => {
  it.each([
    ['unauthorized', 'UNAUTHORIZED', 'errors.unauthorized'],
    ['invalid_credentials', 'UNAUTHORIZED', 'errors.invalidCredentials'],
    ['game_restricted', 'FORBIDDEN', 'errors.accessDenied'],
    ['level_too_low', 'FORBIDDEN', 'miniGame.levelTooLow'],
    ['not_found', 'NOT_FOUND', 'errors.notFound'],
    ['email_taken', 'CONFLICT', 'errors.emailTaken'],
    ['insufficient_balance', 'CONFLICT', 'errors.notEnoughMoney'],
    ['invalid_state', 'CONFLICT', 'errors.actionUnavailable'],
    ['no_attempts_left', 'CONFLICT', 'miniGame.noChancesLeft'],
    ['already_collected', 'CONFLICT', 'errors.dailyBonusCollected'],
    ['validation_failed', 'UNPROCESSABLE_CONTENT', 'errors.invalidInput'],
    ['promo_code_invalid', 'UNPROCESSABLE_CONTENT', 'errors.promoCodeInvalid'],
    ['wrong_password', 'UNPROCESSABLE_CONTENT', 'errors.wrongPassword'],
  ])('%s becomes %s with %s', (code, status, messageKey) => {
    const upstreamError = httpError(code);
    const mapped = toDomainError(upstreamError);
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped).toMatchObject({ code, status, messageKey, values: {} });
    expect(mapped?.cause).toBe(upstreamError);
  });

  it('maps every player-facing code of the contract and none of the others', () => {
    expect(Object.keys(UPSTREAM_DOMAIN_ERRORS).sort()).toEqual(
      Object.keys(UPSTREAM_ERROR_STATUS)
        .filter(
          (code) => !['invalid_request', 'internal_error', 'service_unavailable'].includes(code),
        )
        .sort(),
    );
  });

  it('carries the limit and its reset of a limit_reached as values', () => {
    const mapped = toDomainError(
      httpError('limit_reached', {
        details: [
          { path: 'kind', message: 'depositDay' },
          { path: 'resetsAt', message: '2026-01-02T10:00:00.000Z' },
        ],
      }),
    );
    expect(mapped).toMatchObject({
      code: 'limit_reached',
      status: 'FORBIDDEN',
      values: { kind: 'depositDay', resetsAt: '2026-01-02T10:00:00.000Z' },
    });
  });

  it('gives a not_found the call-specific code and message', () => {
    expect(toDomainError(httpError('not_found'), { notFound: NOT_FOUND.bonus })).toMatchObject({
      code: 'bonus_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
  });

  it('carries the failing rules of a 422 as values, the first one as the message', () => {
    const mapped = toDomainError(
      httpError('validation_failed', {
        details: [
          { path: 'password', message: 'errors.minLength' },
          { path: 'email', message: 'errors.invalidEmail' },
          { path: 'country', message: 'not a key of the catalogue' },
        ],
      }),
    );
    expect(mapped).toMatchObject({
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.minLength',
      values: { password: 'errors.minLength', email: 'errors.invalidEmail' },
    });
  });

  it('keeps the code-specific message of other 422s, with their details as values', () => {
    const mapped = toDomainError(
      httpError('promo_code_invalid', {
        details: [{ path: 'promoCode', message: 'errors.promoCodeInvalid' }],
      }),
    );
    expect(mapped).toMatchObject({
      messageKey: 'errors.promoCodeInvalid',
      values: { promoCode: 'errors.promoCodeInvalid' },
    });
  });

  it('leaves what is not the player’s business alone', () => {
    expect(toDomainError(httpError('invalid_request'))).toBeUndefined();
    expect(toDomainError(httpError('internal_error'))).toBeUndefined();
    expect(toDomainError(httpError('service_unavailable'))).toBeUndefined();
    expect(toDomainError(httpError('a_new_code', { status: 409 }))).toBeUndefined();
    // A listed code under a 5xx status is the upstream failing, not a rule.
    expect(toDomainError(httpError('not_found', { status: 500 }))).toBeUndefined();
    expect(
      toDomainError(httpError('unauthorized', { kind: 'bad_response', status: 200 })),
    ).toBeUndefined();
    expect(toDomainError(new Error('unauthorized'))).toBeUndefined();
    expect(toDomainError('not_found')).toBeUndefined();
  });
});

describe('withDomainErrors', () => {
  it('passes answers through and rethrows unmapped failures as they are', async () => {
    await expect(withDomainErrors(Promise.resolve(7))).resolves.toBe(7);
    const failure = httpError('internal_error');
    await expect(withDomainErrors(Promise.reject(failure))).rejects.toBe(failure);
  });

  it('rethrows a mapped failure as its DomainError', async () => {
    await expect(
      withDomainErrors(Promise.reject(httpError('not_found')), { notFound: NOT_FOUND.game }),
    ).rejects.toMatchObject({ code: 'game_not_found', messageKey: 'errors.noGamesFound' });
  });
});
