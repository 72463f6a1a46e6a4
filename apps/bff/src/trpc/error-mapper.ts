import {
  englishMessage,
  formErrorsOf,
  isMessageKey,
  type FieldFormError,
  type FormIssue,
  type MessageKey,
  type MessageValues,
} from '@casino/shared';
import { StandardSchemaV1Error, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  TRPC_ERROR_CODES_BY_KEY,
  type TRPC_ERROR_CODE_KEY,
  type TRPC_ERROR_CODE_NUMBER,
} from '@trpc/server/rpc';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { UpstreamError } from '../upstreams/upstream-error.js';

// The one place where a thrown error becomes what a client sees. See docs/decisions/004-bff-errors.md.

/** The `data` of every error the BFF sends; the SPA translates `messageKey` with `values`. */
export interface AppErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  /** The procedure path, when the error belongs to one. */
  path: string | null;
  messageKey: MessageKey;
  values: MessageValues;
  /** Input validation only: one translatable error per issue, with its field path. */
  fieldErrors: FieldFormError[] | null;
  /** DomainError only: its machine-readable reason. */
  domainCode: string | null;
  /** Quoted to support, it finds the server-side log lines of the request. */
  requestId: string | null;
}

export interface AppErrorShape {
  code: TRPC_ERROR_CODE_NUMBER;
  message: string;
  data: AppErrorData;
}

/** What a bare protocol code tells the player when no cause says more. */
const KEY_BY_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, MessageKey>> = {
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.accessDenied',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  SERVICE_UNAVAILABLE: 'errors.upstreamUnavailable',
  BAD_GATEWAY: 'errors.upstreamUnavailable',
  GATEWAY_TIMEOUT: 'errors.upstreamUnavailable',
};

function fromDomainError(error: DomainError): TRPCError {
  return new TRPCError({
    code: error.status,
    message: englishMessage(error.messageKey, error.values),
    cause: error,
  });
}

function fromUpstreamError(error: UpstreamError): TRPCError {
  // A transient failure may pass; anything else is a contract breach the player cannot fix.
  return error.isTransient
    ? new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: englishMessage('errors.upstreamUnavailable'),
        cause: error,
      })
    : new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: englishMessage('errors.unexpected'),
        cause: error,
      });
}

/**
 * Any thrown value as the TRPCError it stands for: a DomainError keeps its status, an
 * UpstreamError becomes SERVICE_UNAVAILABLE or INTERNAL_SERVER_ERROR, tRPC's own errors (input
 * validation, unknown procedure) stay, and anything else is INTERNAL_SERVER_ERROR.
 */
export function toTRPCError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof DomainError) return fromDomainError(cause);
  if (cause instanceof UpstreamError) return fromUpstreamError(cause);
  if (error instanceof TRPCError) return error;
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: englishMessage('errors.unexpected'),
    cause: error,
  });
}

/** The issues of an input validation failure (zod, or any standard schema). */
function inputIssues(error: TRPCError): FormIssue[] | null {
  if (error.code !== 'BAD_REQUEST') return null;
  const { cause } = error;
  if (cause instanceof z.ZodError) return cause.issues;
  if (cause instanceof StandardSchemaV1Error) {
    return cause.issues.map((issue) => ({
      message: issue.message,
      path: (issue.path ?? []).map((segment) =>
        typeof segment === 'object' ? segment.key : segment,
      ),
    }));
  }
  return null;
}

/** A developer-readable summary: each field and its message, English text where a key is known. */
function summarise(issues: readonly FormIssue[], fieldErrors: readonly FieldFormError[]): string {
  return fieldErrors
    .map((fieldError, index) => {
      const raw = issues[index]?.message ?? '';
      const text = isMessageKey(raw) ? englishMessage(fieldError.key, fieldError.values) : raw;
      return fieldError.path === '' ? text : `${fieldError.path}: ${text}`;
    })
    .join('; ');
}

export interface FormatErrorOptions {
  error: TRPCError;
  path: string | undefined;
  requestId: string | undefined;
}

/**
 * The client-visible shape of an error. Built from scratch, never from the error's message, stack
 * or cause, so no stack trace, upstream URL or upstream body can reach a client.
 */
export function formatError({ error, path, requestId }: FormatErrorOptions): AppErrorShape {
  const mapped = toTRPCError(error);
  const { cause } = mapped;
  const httpStatus = getHTTPStatusCodeFromError(mapped);
  let messageKey: MessageKey = KEY_BY_CODE[mapped.code] ?? 'errors.unexpected';
  let values: MessageValues = {};
  let fieldErrors: FieldFormError[] | null = null;
  let domainCode: string | null = null;
  let message: string | null = null;

  const issues = inputIssues(mapped);
  if (cause instanceof DomainError) {
    messageKey = cause.messageKey;
    values = { ...cause.values };
    domainCode = cause.code;
  } else if (cause instanceof UpstreamError) {
    messageKey = cause.isTransient ? 'errors.upstreamUnavailable' : 'errors.unexpected';
  } else if (issues !== null) {
    fieldErrors = formErrorsOf(issues);
    messageKey = fieldErrors[0]?.key ?? 'errors.unexpected';
    values = { ...fieldErrors[0]?.values };
    message = summarise(issues, fieldErrors);
  } else if (cause === undefined && httpStatus < 500) {
    // Protocol errors raised without a cause (unknown procedure, bad batch) carry messages
    // written by tRPC or by us, never by an upstream.
    message = mapped.message;
  }

  return {
    code: TRPC_ERROR_CODES_BY_KEY[mapped.code],
    message: message ?? englishMessage(messageKey, values),
    data: {
      code: mapped.code,
      httpStatus,
      path: path ?? null,
      messageKey,
      values,
      fieldErrors,
      domainCode,
      requestId: requestId ?? null,
    },
  };
}

/**
 * Logs an error with what the client is not told: the upstream, its status and code, the cause.
 * The request's logger carries the request id. Players' mistakes stay at debug level.
 */
export function logTRPCError(log: FastifyBaseLogger, error: TRPCError, path: string | undefined) {
  const mapped = toTRPCError(error);
  const { cause } = mapped;
  if (cause instanceof UpstreamError) {
    const details = {
      path,
      upstream: cause.upstream,
      kind: cause.kind,
      method: cause.method,
      route: cause.route,
      status: cause.status,
      upstreamCode: cause.upstreamCode,
      err: cause,
    };
    if (cause.isTransient) log.warn(details, 'upstream unavailable');
    else log.error(details, 'upstream failure');
  } else if (getHTTPStatusCodeFromError(mapped) >= 500) {
    log.error({ path, err: cause ?? mapped }, 'unexpected error');
  } else {
    log.debug({ path, code: mapped.code, err: cause ?? mapped }, 'request refused');
  }
}
