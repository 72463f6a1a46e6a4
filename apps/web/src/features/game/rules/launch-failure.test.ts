import { describe, expect, it } from 'vitest';
import { launchFailure, missingFieldsOf, type LaunchErrorParts } from './launch-failure.js';

function failure(parts: Partial<LaunchErrorParts>) {
  return launchFailure({
    code: undefined,
    domainCode: undefined,
    messageKey: 'errors.unexpected',
    values: {},
    ...parts,
  });
}

describe('launchFailure', () => {
  it('reads a game the bonus list leaves out as not available, with its message', () => {
    expect(
      failure({
        code: 'FORBIDDEN',
        domainCode: 'game_not_available',
        messageKey: 'gameNotification.notAvailable',
      }),
    ).toEqual({ kind: 'not_available', messageKey: 'gameNotification.notAvailable' });
  });

  it('reads any other refusal of the game as Access denied', () => {
    expect(
      failure({
        code: 'FORBIDDEN',
        domainCode: 'game_restricted',
        messageKey: 'errors.accessDenied',
      }),
    ).toEqual({ kind: 'restricted' });
    expect(failure({ code: 'FORBIDDEN' })).toEqual({ kind: 'restricted' });
  });

  it('reads nothing to bet with as INSUFFICIENT_BALANCE_MODAL, and only that conflict', () => {
    expect(failure({ code: 'CONFLICT', domainCode: 'insufficient_balance' })).toEqual({
      kind: 'insufficient_balance',
    });
    expect(failure({ code: 'CONFLICT', domainCode: 'invalid_state' })).toMatchObject({
      kind: 'error',
    });
  });

  it('reads the missing profile fields the BFF names', () => {
    expect(
      failure({
        code: 'UNPROCESSABLE_CONTENT',
        domainCode: 'profile_incomplete',
        messageKey: 'errors.nonFilledBirth',
        values: { missing: 'birthday' },
      }),
    ).toEqual({ kind: 'profile', missing: ['birthday'], messageKey: 'errors.nonFilledBirth' });
    expect(
      failure({
        code: 'UNPROCESSABLE_CONTENT',
        domainCode: 'profile_incomplete',
        messageKey: 'errors.profileIncomplete',
        values: { missing: 'birthday,firstName' },
      }),
    ).toEqual({
      kind: 'profile',
      missing: ['firstName', 'birthday'],
      messageKey: 'errors.profileIncomplete',
    });
    // Without a field it knows, there is nothing to ask for.
    expect(
      failure({
        code: 'UNPROCESSABLE_CONTENT',
        domainCode: 'profile_incomplete',
        values: { missing: 'shoeSize' },
      }),
    ).toMatchObject({ kind: 'error' });
  });

  it('asks for a login when the session is gone, and sends an unknown game to the 404', () => {
    expect(failure({ code: 'UNAUTHORIZED' })).toEqual({ kind: 'log_in' });
    expect(failure({ code: 'NOT_FOUND' })).toEqual({ kind: 'not_found' });
  });

  it('keeps the message of anything else, for the Retry state', () => {
    expect(
      failure({ code: 'SERVICE_UNAVAILABLE', messageKey: 'errors.upstreamUnavailable' }),
    ).toEqual({ kind: 'error', messageKey: 'errors.upstreamUnavailable', values: {} });
    expect(failure({})).toEqual({ kind: 'error', messageKey: 'errors.unexpected', values: {} });
  });
});

describe('missingFieldsOf', () => {
  it('takes the known fields in form order, and nothing from a non-string', () => {
    expect(missingFieldsOf('birthday, sex ,lastName')).toEqual(['lastName', 'sex', 'birthday']);
    expect(missingFieldsOf(3)).toEqual([]);
    expect(missingFieldsOf(undefined)).toEqual([]);
  });
});
