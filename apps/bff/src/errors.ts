import type { MessageKey, MessageValues } from '@casino/shared';

/** The tRPC codes a domain rule may answer with; anything else is not the player's doing. */
export const DOMAIN_ERROR_STATUSES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UNPROCESSABLE_CONTENT',
] as const;
export type DomainErrorStatus = (typeof DOMAIN_ERROR_STATUSES)[number];

export interface DomainErrorOptions {
  /** A stable, machine-readable reason such as 'bonus_not_found' (the SPA may branch on it). */
  code: string;
  status: DomainErrorStatus;
  /** What the player reads, as a catalogue key. */
  messageKey: MessageKey;
  /** Interpolation values of the message. */
  values?: MessageValues;
  cause?: unknown;
}

/**
 * An outcome of a business rule that the player should see (not enough money, bonus not found).
 * Services throw it; the tRPC error mapper turns it into a typed error carrying its message key.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: DomainErrorStatus;
  readonly messageKey: MessageKey;
  readonly values: Readonly<MessageValues>;

  constructor({ code, status, messageKey, values = {}, cause }: DomainErrorOptions) {
    super(`${status} ${code} (${messageKey})`, { cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.messageKey = messageKey;
    this.values = values;
  }
}
