import {
  PROFILE_REQUIREMENT_FIELDS,
  type MessageKey,
  type ProfileRequirementField,
} from '@casino/shared';

// What the game page makes of a games.launch that was refused: the BFF applies the play flow's
// rules again (apps/bff/src/services/game-launch.ts), so a game entered by its URL meets the same
// modals as one started from a tile.

/** The parts of a failed call the page reads (lib/app-error.ts reads them off the error). */
export interface LaunchErrorParts {
  /** The tRPC code: UNAUTHORIZED, FORBIDDEN, CONFLICT, … */
  code: string | undefined;
  /** The BFF's reason: insufficient_balance, game_not_available, profile_incomplete, … */
  domainCode: string | undefined;
  messageKey: MessageKey;
  values: Readonly<Record<string, string | number>>;
}

export type LaunchFailure =
  /** The session is gone (or a UK guest's demo): LOGIN. */
  | { kind: 'log_in' }
  /** No such game: the 404 page. */
  | { kind: 'not_found' }
  /** The bonus wagering list leaves the game out: the message as an error. */
  | { kind: 'not_available'; messageKey: MessageKey }
  /** Not licensed where the player is, or not launchable at all: GAME_NOT_AVAILABLE. */
  | { kind: 'restricted' }
  /** Nothing to bet with: INSUFFICIENT_BALANCE_MODAL. */
  | { kind: 'insufficient_balance' }
  /** The provider's profile fields: PROFILE_REQUIREMENTS_MODAL with what is missing. */
  | {
      kind: 'profile';
      missing: readonly ProfileRequirementField[];
      messageKey: 'errors.nonFilledBirth' | 'errors.profileIncomplete';
    }
  /** Anything else (the upstream down, a network failure): the message with Retry. */
  | { kind: 'error'; messageKey: MessageKey; values: Readonly<Record<string, string | number>> };

function isProfileField(value: string): value is ProfileRequirementField {
  return (PROFILE_REQUIREMENT_FIELDS as readonly string[]).includes(value);
}

/** The fields of the BFF's `missing` value ('birthday' or 'firstName,birthday'), in form order. */
export function missingFieldsOf(value: string | number | undefined): ProfileRequirementField[] {
  if (typeof value !== 'string') return [];
  const named = new Set(value.split(',').map((part) => part.trim()));
  return PROFILE_REQUIREMENT_FIELDS.filter((field) => named.has(field) && isProfileField(field));
}

export function launchFailure({
  code,
  domainCode,
  messageKey,
  values,
}: LaunchErrorParts): LaunchFailure {
  switch (code) {
    case 'UNAUTHORIZED':
      return { kind: 'log_in' };
    case 'NOT_FOUND':
      return { kind: 'not_found' };
    case 'FORBIDDEN':
      return domainCode === 'game_not_available'
        ? { kind: 'not_available', messageKey }
        : { kind: 'restricted' };
    case 'CONFLICT':
      if (domainCode === 'insufficient_balance') return { kind: 'insufficient_balance' };
      break;
    case 'UNPROCESSABLE_CONTENT': {
      const missing = missingFieldsOf(values.missing);
      if (domainCode === 'profile_incomplete' && missing.length > 0) {
        return {
          kind: 'profile',
          missing,
          messageKey:
            messageKey === 'errors.nonFilledBirth'
              ? 'errors.nonFilledBirth'
              : 'errors.profileIncomplete',
        };
      }
      break;
    }
  }
  return { kind: 'error', messageKey, values };
}
