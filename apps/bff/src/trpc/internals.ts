import {
  TRPCError,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type AnyTRPCRouter,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCErrorShape, TRPCResponse } from '@trpc/server/rpc';
import type { ProcedureMeta } from './init.js';

// Every use of tRPC beyond its public adapters: the router's definition (`_def`), the procedure
// call its adapters make, and the answer they write. The lean read path (docs/decisions/023)
// answers queries as tRPC's adapter would, so it depends on these; internals.test.ts runs it beside
// tRPC's Fastify adapter and fails the day an upgrade changes any of them.

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** What the BFF reads of a procedure. */
export interface ProcedureInfo {
  /** Dotted, as clients call it: `lobby.main`. */
  readonly path: string;
  readonly type: ProcedureType;
  readonly meta: ProcedureMeta | undefined;
  /** The parsers given to `.input()`, in order (zod schemas here). */
  readonly inputs: readonly unknown[];
  /** Its middleware functions in the order they run, tRPC's own (input parsing) among them. */
  readonly middlewares: readonly unknown[];
}

interface ProcedureDef {
  type: ProcedureType;
  meta?: ProcedureMeta;
  inputs: unknown[];
  middlewares: unknown[];
}

/** The router's procedures, each with its dotted path; nested routers are flattened. */
function procedureRecord(router: AnyTRPCRouter): Record<string, unknown> {
  return router._def.procedures as Record<string, unknown>;
}

/** Every procedure path of the router. */
export function procedurePaths(router: AnyTRPCRouter): string[] {
  return Object.keys(procedureRecord(router));
}

/** Every procedure of the router with its type, meta and middlewares. */
export function proceduresOf(router: AnyTRPCRouter): ProcedureInfo[] {
  return Object.entries(procedureRecord(router)).map(([path, procedure]) => {
    const def = (procedure as { _def: ProcedureDef })._def;
    return {
      path,
      type: def.type,
      meta: def.meta,
      inputs: def.inputs,
      middlewares: def.middlewares,
    };
  });
}

/**
 * The raw inputs of a GET's calls by index, parsed once when the first call reads them, with the
 * errors tRPC's adapter gives for input that is not JSON or a batch input that is no object.
 */
export function rawInputsOf(
  input: string | undefined,
  isBatch: boolean,
): (index: number) => Promise<unknown> {
  let parsed: Promise<Record<number, unknown>> | null = null;
  const parse = (): Record<number, unknown> => {
    const inputs: unknown = input ? JSON.parse(input) : undefined;
    if (inputs === undefined) return {};
    if (!isBatch) return { 0: inputs };
    if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    return inputs as Record<number, unknown>;
  };
  return (index) => {
    parsed ??= Promise.resolve()
      .then(parse)
      .catch((cause: unknown) => {
        if (cause instanceof TRPCError) throw cause;
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: cause instanceof Error ? cause.message : 'Invalid input',
          cause,
        });
      });
    return parsed.then((inputs) => inputs[index]);
  };
}

export interface QueryCalls {
  router: AnyTRPCRouter;
  /** The procedures called, in the request's order. */
  paths: readonly string[];
  /** A batch answers an array (`?batch=1`), a single call its one item. */
  isBatch: boolean;
  /** The request's one context; when it throws, every call fails with that error. */
  createContext: () => Promise<unknown>;
  getRawInput: (index: number) => Promise<unknown>;
  /** Each failed call's error, as the adapter's onError sees it. */
  onError: (error: TRPCError, path: string) => void;
}

export interface QueryAnswer {
  /** 200, the failed call's status, or 207 for a batch whose calls ended differently. */
  status: number;
  /** The JSON tRPC's adapter writes for these calls. */
  body: string;
  /** Every call succeeded. */
  ok: boolean;
}

interface CallItem {
  ok: boolean;
  json: string;
  response: TRPCResponse;
}

/** Calls queries through the router as tRPC's adapter does, and answers what it would answer. */
export async function answerQueries(calls: QueryCalls): Promise<QueryAnswer> {
  const { router, paths, isBatch, getRawInput, onError } = calls;
  let ctx: unknown;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await calls.createContext();
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const items = await Promise.all(
    paths.map(async (path, index): Promise<CallItem> => {
      try {
        if (ctxError !== undefined) throw ctxError;
        const data: unknown = await callTRPCProcedure({
          router,
          path,
          getRawInput: () => getRawInput(index),
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex: index,
        });
        const json = JSON.stringify(data) as string | undefined;
        return {
          ok: true,
          json: json === undefined ? '{"result":{}}' : `{"result":{"data":${json}}}`,
          response: { result: { data: undefined } },
        };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        onError(error, path);
        // The router's formatter builds it (docs/decisions/004); tRPC types it loosely.
        const shape = getTRPCErrorShape({
          config: router._def._config,
          error,
          type: 'query',
          path,
          input: undefined,
          ctx,
        }) as TRPCErrorShape;
        const response: TRPCResponse = { error: shape };
        return { ok: false, json: JSON.stringify(response), response };
      }
    }),
  );
  return {
    status: getHTTPStatusCode(items.map((item) => item.response)),
    body: isBatch ? `[${items.map((item) => item.json).join(',')}]` : (items[0]?.json ?? ''),
    ok: items.every((item) => item.ok),
  };
}
