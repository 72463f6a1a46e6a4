import { isMessageKey, type MessageKey } from '@casino/shared';
import type { AppErrorData } from '@casino/bff/router';
import { TRPCClientError } from '@trpc/client';

/** What the player is told about a failed call: a catalogue key and its values. */
export interface ErrorMessage {
  key: MessageKey;
  values: Record<string, string | number>;
}

const UNEXPECTED: ErrorMessage = { key: 'errors.unexpected', values: {} };

function appErrorData(error: unknown): Partial<AppErrorData> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  // The BFF's errorFormatter writes AppErrorData; a proxy's error page would not.
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/**
 * The message of any error a call can end with: the BFF's message key when it sent one (it
 * always does), the generic message for a network failure or anything unknown.
 */
export function errorMessageOf(error: unknown): ErrorMessage {
  const data = appErrorData(error);
  const key = data?.messageKey;
  if (typeof key !== 'string' || !isMessageKey(key)) return UNEXPECTED;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data?.values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return { key, values };
}

/** The protocol code of a failed call (UNAUTHORIZED, TOO_MANY_REQUESTS, …), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  return appErrorData(error)?.code;
}

/** The machine-readable reason of a BFF domain error ('insufficient_balance', …), if it has one. */
export function errorDomainCodeOf(error: unknown): string | undefined {
  return appErrorData(error)?.domainCode ?? undefined;
}
