import { loginSchema } from '@casino/shared';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { UpstreamError, type UpstreamErrorKind } from '../upstreams/upstream-error.js';
import { formatError, toTRPCError } from './error-mapper.js';

function upstreamError(kind: UpstreamErrorKind, status?: number): UpstreamError {
  return new UpstreamError({
    upstream: 'casino',
    kind,
    method: 'GET',
    route: '/games/:id',
    status,
    detail: 'http://casino.internal:8080/games/7 said {"secret":"upstream body"}',
  });
}

/** What tRPC hands the formatter for an error thrown in a resolver. */
function thrown(cause: unknown): TRPCError {
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
}

function format(error: TRPCError) {
  return formatError({ error, path: 'test.procedure', requestId: 'req-1' });
}

describe('toTRPCError', () => {
  it('keeps the status of a domain error', () => {
    const domain = new DomainError({
      code: 'bonus_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
    expect(toTRPCError(domain)).toMatchObject({ code: 'NOT_FOUND', cause: domain });
    expect(toTRPCError(thrown(domain)).code).toBe('NOT_FOUND');
  });

  it.each<[UpstreamErrorKind, string]>([
    ['timeout', 'SERVICE_UNAVAILABLE'],
    ['unavailable', 'SERVICE_UNAVAILABLE'],
    ['circuit_open', 'SERVICE_UNAVAILABLE'],
    ['overloaded', 'SERVICE_UNAVAILABLE'],
    ['bad_response', 'INTERNAL_SERVER_ERROR'],
    ['http', 'INTERNAL_SERVER_ERROR'],
  ])('maps an upstream %s to %s', (kind, code) => {
    expect(toTRPCError(thrown(upstreamError(kind, 500))).code).toBe(code);
  });

  it("keeps tRPC's own errors and turns anything else into INTERNAL_SERVER_ERROR", () => {
    const notFound = new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found' });
    expect(toTRPCError(notFound)).toBe(notFound);
    expect(toTRPCError(new Error('boom')).code).toBe('INTERNAL_SERVER_ERROR');
    expect(toTRPCError('a string').code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('formatError', () => {
  it('gives a domain error its status, message key, values and reason', () => {
    const shape = format(
      thrown(
        new DomainError({
          code: 'deposit_too_small',
          status: 'UNPROCESSABLE_CONTENT',
          messageKey: 'errors.amountMin',
          values: { min: 10 },
        }),
      ),
    );
    expect(shape).toEqual({
      code: -32022,
      message: 'Amount must be >= 10',
      data: {
        code: 'UNPROCESSABLE_CONTENT',
        httpStatus: 422,
        path: 'test.procedure',
        messageKey: 'errors.amountMin',
        values: { min: 10 },
        fieldErrors: null,
        domainCode: 'deposit_too_small',
        requestId: 'req-1',
      },
    });
  });

  it('tells the player a transient upstream failure may pass', () => {
    const shape = format(thrown(upstreamError('timeout')));
    expect(shape.data).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      messageKey: 'errors.upstreamUnavailable',
    });
  });

  it('says only "unexpected" for an upstream answer that broke the contract', () => {
    const shape = format(thrown(upstreamError('bad_response', 200)));
    expect(shape.data).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      messageKey: 'errors.unexpected',
    });
    const raw = JSON.stringify(shape);
    expect(raw).not.toContain('casino.internal');
    expect(raw).not.toContain('upstream body');
    expect(raw).not.toContain('/games');
  });

  it('hides the message and stack of an unexpected error', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.7:6379 at /srv/app/dist/cache.js');
    const raw = JSON.stringify(format(thrown(error)));
    expect(raw).not.toContain('ECONNREFUSED');
    expect(raw).not.toContain('stack');
    expect(raw).toContain('errors.unexpected');
  });

  it('turns input validation issues into translatable field errors and a readable message', () => {
    const parsed = loginSchema.safeParse({ email: 'not-an-email', password: '12' });
    if (parsed.success) throw new Error('the input was accepted');
    const shape = format(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(shape.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      messageKey: 'errors.invalidEmail',
      fieldErrors: [
        { path: 'email', key: 'errors.invalidEmail', values: {} },
        { path: 'password', key: 'errors.minLength', values: { min: 5 } },
      ],
    });
    expect(shape.message).toBe(
      "email: Enter a valid email; password: Value can't be shorter than 5",
    );
  });

  it("keeps the message of tRPC's own protocol errors", () => {
    const shape = format(
      new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' }),
    );
    expect(shape.message).toBe('No procedure found on path "x"');
    expect(shape.data).toMatchObject({ httpStatus: 404, messageKey: 'errors.unexpected' });
  });

  it('gives bare protocol codes the message the player needs', () => {
    expect(format(new TRPCError({ code: 'UNAUTHORIZED' })).data.messageKey).toBe(
      'errors.unauthorized',
    );
    expect(format(new TRPCError({ code: 'TOO_MANY_REQUESTS' })).data.messageKey).toBe(
      'errors.tooManyRequests',
    );
  });
});
