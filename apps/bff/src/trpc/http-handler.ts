import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';
import { preferredEncoding } from '../http/compression.js';
import { EncodedBody, sendJson } from '../http/json-answer.js';
import { REQUEST_ID_HEADER, requestIdFrom } from '../request-id.js';
import { forbiddenJsonKey } from '../security/hostile-json.js';
import type { ContextFactory } from './context.js';
import { formatError, logTRPCError } from './error-mapper.js';
import type { SharedDimension } from './init.js';
import { answerQueries, proceduresOf, rawInputsOf } from './internals.js';
import { isPerRequest } from './per-request.js';

// Every tRPC request arrives here. A GET of lean reads only (procedures whose meta says
// `leanRead`) is answered by calling the procedures through the router, as tRPC's fetch adapter
// does, without the fetch-API Request and Response it builds per request; everything else goes
// to that adapter. Both write the same bytes, compressed alike. See docs/decisions/023.

/** How long a guest's answer is shared between requests asking the same (inclusive). */
export const SHARED_ANSWER_TTL_MS = 1_000;
const SHARED_ANSWER_ENTRIES = 2_000;
/** What the shared answers may hold, counted as their uncompressed bytes and a half. */
const SHARED_ANSWER_BYTES = 48 * 1_024 * 1_024;

/** tRPC's own Vary header; a compressible answer adds Accept-Encoding to it. */
export const TRPC_VARY = 'trpc-accept, accept';

export interface TrpcHttpOptions {
  router: AnyTRPCRouter;
  createContext: ContextFactory;
  config: Pick<Config, 'geo' | 'http'>;
  /** The session cookie: a request that carries it may be a player's. */
  sessionCookie: string;
  /** Off: every request goes to the adapter (to measure it, or to compare answers with it). */
  leanReads: boolean;
  /** The clock shared answers age on. */
  now: () => number;
  /** Counts an answer given before Fastify saw the request (Fastify's hooks count the rest). */
  observe: (paths: string, statusCode: number, durationMs: number) => void;
}

export interface TrpcHttpHandler {
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /**
   * Answers a guest's GET from a shared answer before Fastify routes it, when one is there in the
   * request's encoding; false leaves the request to Fastify.
   */
  answerShared: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** From now on every request goes through Fastify (the app is closing). */
  stopAnsweringShared: () => void;
  /** Drops every shared answer (QA changed the country or the clock). */
  forgetSharedAnswers: () => void;
  /**
   * The JSON of a lean read's `data` as `/trpc/<path>?input=…` answers it to this request's
   * visitor (a guest's from the shared answer when one is fresh), for a page the BFF writes it
   * into (docs/decisions/028); null when the call fails or the procedure is no lean read.
   */
  readForPage: (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    input: unknown,
  ) => Promise<string | null>;
}

interface LeanProcedure {
  /** Null: never shared (no `sharedBy`, or a middleware that must run on every request). */
  sharedBy: readonly SharedDimension[] | null;
}

/** What the answers of one URL are shared by, besides the URL and the Host. */
interface SharedBy {
  /** The comma-joined procedure paths, as the metrics name them. */
  paths: string;
  country: boolean;
  language: boolean;
}

interface LeanPlan {
  paths: string[];
  isBatch: boolean;
  input: string | undefined;
  /** How guests share the answer; null when it is not shared. */
  shared: { key: string; by: SharedBy } | null;
}

/** A shared answer: its body, and the headers every request's hooks set alike (helmet's). */
interface SharedAnswer {
  body: EncodedBody;
  /** Name, value, name, value…: Node's raw form for `writeHead`. */
  headers: string[];
  /** Until when it is fresh (the cache's clock); after it, it is served only while a new one is made. */
  freshUntil: number;
}

interface Answer {
  status: number;
  body: string;
  /** Every call succeeded and nothing was set on the reply for this request alone. */
  shareable: boolean;
}

type Query = Record<string, unknown>;

function first(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

function headerText(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : (value?.join(',') ?? '');
}

/** Procedure paths are dotted names; anything else (encoded, odd) is left to the adapter. */
const PATHS_PATTERN = /^[A-Za-z0-9_.,]+$/;

/** Headers written per request or per encoding, never kept with a shared answer. */
const PER_REQUEST_HEADERS = new Set([
  REQUEST_ID_HEADER,
  'content-type',
  'content-encoding',
  'content-length',
  'vary',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

const TRPC_PATH_PREFIX = '/trpc/';

/** How a single call's successful answer starts and ends around its data (answerQueries). */
const DATA_PREFIX = '{"result":{"data":';
const DATA_SUFFIX = '}}';

/** The data of a single call's successful answer, byte for byte; null when it has none. */
function dataOf(body: string): string | null {
  if (!body.startsWith(DATA_PREFIX) || !body.endsWith(DATA_SUFFIX)) return null;
  return body.slice(DATA_PREFIX.length, body.length - DATA_SUFFIX.length);
}

/** The request's own headers that a shared answer must not be given against. */
function wantsStream(headers: IncomingHttpHeaders): boolean {
  return (
    headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl') === true
  );
}

export function createTrpcHttpHandler(options: TrpcHttpOptions): TrpcHttpHandler {
  const { router, createContext, config, sessionCookie, observe } = options;
  const countryHeader = config.geo.countryHeader;
  const { batchMaxCalls, batchMaxUrlLength } = config.http;
  const sessionCookiePrefix = `${sessionCookie}=`;

  const lean = new Map<string, LeanProcedure>();
  for (const { path, type, meta: procedureMeta, middlewares } of proceduresOf(router)) {
    const meta = procedureMeta?.leanRead;
    if (meta === undefined) continue;
    if (type !== 'query') throw new Error(`${path}: only queries may be lean reads`);
    const perRequest = middlewares.some(isPerRequest);
    lean.set(path, { sharedBy: perRequest ? null : (meta.sharedBy ?? null) });
  }

  /** The URLs guests were answered a shared answer for, and what it is shared by. */
  const sharedUrls = new LRUCache<string, SharedBy>({ max: SHARED_ANSWER_ENTRIES });
  let answeringShared = true;

  let generation = 0;
  const { now } = options;
  // Kept a window longer than fresh: while one request makes the next answer, the others are
  // answered the last one instead of all waiting for it.
  const shared = new LRUCache<string, SharedAnswer>({
    max: SHARED_ANSWER_ENTRIES,
    maxSize: SHARED_ANSWER_BYTES,
    sizeCalculation: (entry) => Math.ceil(entry.body.identity.length * 1.5) || 1,
    ttl: 2 * SHARED_ANSWER_TTL_MS,
    // Aged on the given clock, read at every lookup (lru-cache caches its reading otherwise).
    perf: { now },
    ttlResolution: 0,
  });
  /** The answers being made, one per key: concurrent requests wait for it. */
  const making = new Map<string, Promise<SharedAnswer | null>>();

  function logError(request: FastifyRequest, error: TRPCError, path: string | undefined): void {
    logTRPCError(request.log, error, path);
  }

  /** 400 with one tRPC error object (as tRPC's own batch limit answers), before anything runs. */
  function refusal(
    request: FastifyRequest,
    reply: FastifyReply,
    refused: { code: string; messageKey: 'errors.batchTooLarge' | 'errors.invalidInput' },
  ): FastifyReply | Promise<FastifyReply> {
    const error = new TRPCError({
      code: 'BAD_REQUEST',
      cause: new DomainError({ ...refused, status: 'BAD_REQUEST' }),
    });
    const body = JSON.stringify({
      error: formatError({ error, path: undefined, requestId: request.id }),
    });
    return sendJson(request, reply, 400, new EncodedBody(body), TRPC_VARY);
  }

  /** 400 for a batch beyond the configured count or URL length, before anything runs. */
  function batchRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): FastifyReply | Promise<FastifyReply> | null {
    const calls = path.split(',').length;
    const urlTooLong = request.url.length > batchMaxUrlLength;
    if (calls <= batchMaxCalls && !urlTooLong) return null;
    request.log.info(
      { calls, urlLength: request.url.length, batchMaxCalls, batchMaxUrlLength },
      'tRPC batch refused',
    );
    return refusal(request, reply, {
      code: urlTooLong ? 'batch_url_too_long' : 'batch_too_large',
      messageKey: 'errors.batchTooLarge',
    });
  }

  /**
   * 400 for input (a GET's `input`, a POST's body) that carries a key reaching a prototype
   * (security/hostile-json.ts), before anything parses it for a procedure.
   */
  function hostileInputRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
  ): FastifyReply | Promise<FastifyReply> | null {
    const input = first((request.query as Query).input);
    const texts = [input, request.body].filter((text) => typeof text === 'string');
    const key = texts.map(forbiddenJsonKey).find((found) => found !== null);
    if (key === undefined) return null;
    request.log.info({ key }, 'tRPC input with a forbidden key refused');
    return refusal(request, reply, { code: 'forbidden_key', messageKey: 'errors.invalidInput' });
  }

  /**
   * The key of a guest's shared answer: the URL (procedures and inputs), the Host (the CSP names
   * it), and the country and Accept-Language when a procedure's answer depends on them.
   */
  function sharedKey(url: string, headers: IncomingHttpHeaders, by: SharedBy): string {
    const country = by.country ? headerText(headers[countryHeader]) : '';
    const language = by.language ? headerText(headers['accept-language']) : '';
    return `${url}\n${headerText(headers.host)}\n${country}\n${language}`;
  }

  /** Whether, and how, the lean route answers this GET; null sends it to the adapter. */
  function leanPlan(request: FastifyRequest, path: string, isBatch: boolean): LeanPlan | null {
    const query = request.query as Query;
    let input: string | undefined;
    for (const key in query) {
      const value = query[key];
      if (key === 'input' && typeof value === 'string') input = value;
      else if (key !== 'batch' || value !== '1') return null;
    }
    const { headers } = request;
    // Streaming (jsonl) and anything unusual is the adapter's.
    if (wantsStream(headers)) return null;
    if (!PATHS_PATTERN.test(path)) return null;

    const paths = isBatch ? path.split(',') : [path];
    let sharable = !headerText(headers.cookie).includes(sessionCookiePrefix);
    let byCountry = false;
    let byLanguage = false;
    for (const name of paths) {
      const procedure = lean.get(name);
      if (procedure === undefined) return null;
      if (procedure.sharedBy === null) sharable = false;
      else {
        byCountry ||= procedure.sharedBy.includes('country');
        byLanguage ||= procedure.sharedBy.includes('acceptLanguage');
      }
    }
    if (!sharable) return { paths, isBatch, input, shared: null };
    const by: SharedBy = { paths: path, country: byCountry, language: byLanguage };
    return { paths, isBatch, input, shared: { key: sharedKey(request.url, headers, by), by } };
  }

  /** Runs the calls as tRPC's adapter does: one context, each call through the router. */
  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    plan: LeanPlan,
  ): Promise<Answer> {
    const answer = await answerQueries({
      router,
      paths: plan.paths,
      isBatch: plan.isBatch,
      createContext: () => createContext({ req: request, res: reply }),
      getRawInput: rawInputsOf(plan.input, plan.isBatch),
      onError: (error, path) => {
        logError(request, error, path);
      },
    });
    const shareable =
      answer.status === 200 && answer.ok && reply.getHeader('set-cookie') === undefined;
    return { status: answer.status, body: answer.body, shareable };
  }

  /** The headers set on this reply so far that every guest's request gets alike. */
  function commonHeaders(reply: FastifyReply): string[] {
    const flat: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (PER_REQUEST_HEADERS.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
    }
    return flat;
  }

  async function serveLean(
    request: FastifyRequest,
    reply: FastifyReply,
    plan: LeanPlan,
  ): Promise<FastifyReply> {
    if (plan.shared === null) {
      const answer = await run(request, reply, plan);
      return sendJson(request, reply, answer.status, new EncodedBody(answer.body), TRPC_VARY);
    }
    const { key, by } = plan.shared;
    const entry = shared.get(key);
    if (entry !== undefined && now() <= entry.freshUntil) {
      return sendJson(request, reply, 200, entry.body, TRPC_VARY);
    }
    const underway = making.get(key);
    if (underway !== undefined) {
      const stored = await underway;
      if (stored !== null) return sendJson(request, reply, 200, stored.body, TRPC_VARY);
      // The answer it waited for was an error, which carries another request's id: its own run.
      const answer = await run(request, reply, plan);
      return sendJson(request, reply, answer.status, new EncodedBody(answer.body), TRPC_VARY);
    }

    const startedIn = generation;
    const running = run(request, reply, plan);
    const made = running.then(
      async (answer): Promise<SharedAnswer | null> => {
        if (!answer.shareable) return null;
        const body = new EncodedBody(answer.body);
        // Compressed before it is shared, so that no hit waits for it.
        if (body.compressible) await Promise.all([body.variant('br'), body.variant('gzip')]);
        return {
          body,
          headers: commonHeaders(reply),
          freshUntil: now() + SHARED_ANSWER_TTL_MS,
        };
      },
      () => null,
    );
    making.set(key, made);
    void made.then((stored) => {
      if (making.get(key) === made) making.delete(key);
      // An answer made before QA moved the country or the clock is not kept.
      if (stored === null || generation !== startedIn) return;
      shared.set(key, stored);
      sharedUrls.set(request.url, by);
    });
    const answer = await running;
    const stored = await made;
    return sendJson(
      request,
      reply,
      answer.status,
      stored?.body ?? new EncodedBody(answer.body),
      TRPC_VARY,
    );
  }

  function answerShared(request: IncomingMessage, response: ServerResponse): boolean {
    const { url, headers } = request;
    if (!answeringShared || request.method !== 'GET' || url === undefined) return false;
    if (!url.startsWith(TRPC_PATH_PREFIX)) return false;
    const by = sharedUrls.get(url);
    if (by === undefined) return false;
    if (wantsStream(headers) || headerText(headers.cookie).includes(sessionCookiePrefix)) {
      return false;
    }
    const key = sharedKey(url, headers, by);
    const entry = shared.get(key);
    if (entry === undefined) return false;
    // Past its window it is served only while another request makes the next one; the first to
    // find it old goes through Fastify and makes it.
    if (now() > entry.freshUntil && !making.has(key)) return false;
    const started = performance.now();
    const { body } = entry;
    let bytes = body.identity;
    const head = [...entry.headers, REQUEST_ID_HEADER, requestIdFrom(headers[REQUEST_ID_HEADER])];
    head.push('content-type', 'application/json');
    if (body.compressible) {
      head.push('vary', `${TRPC_VARY}, accept-encoding`);
      const encoding = preferredEncoding(headers['accept-encoding']);
      if (encoding !== null) {
        const variant = body.variant(encoding);
        // Still being compressed: Fastify's route waits for it.
        if (!Buffer.isBuffer(variant)) return false;
        bytes = variant;
        head.push('content-encoding', encoding);
      }
    } else {
      head.push('vary', TRPC_VARY);
    }
    head.push('content-length', String(bytes.length));
    response.writeHead(200, head);
    response.end(bytes);
    observe(by.paths, 200, performance.now() - started);
    return true;
  }

  /** tRPC's fetch adapter, as its Fastify plugin calls it; JSON answers are compressed alike. */
  async function serveAdapter(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<FastifyReply> {
    const raw = request.raw as IncomingMessage & { body?: unknown };
    if ('body' in request) raw.body = request.body;
    const req = incomingMessageToRequest(raw, reply.raw, { maxBodySize: null });
    const res = await resolveResponse({
      router,
      req,
      path,
      error: null,
      createContext: () => createContext({ req: request, res: reply }),
      onError: ({ error, path: errorPath }) => {
        logError(request, error, errorPath);
      },
    });
    const streamed = res.headers.has('transfer-encoding');
    if (res.headers.get('content-type') !== 'application/json' || streamed || res.body === null) {
      return reply.send(res);
    }
    const body = new EncodedBody(Buffer.from(await res.arrayBuffer()));
    for (const [name, value] of res.headers) {
      if (name !== 'content-type' && name !== 'vary') void reply.header(name, value);
    }
    return sendJson(request, reply, res.status, body, res.headers.get('vary') ?? TRPC_VARY);
  }

  async function readForPage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    input: unknown,
  ): Promise<string | null> {
    const procedure = lean.get(path);
    if (procedure === undefined) return null;
    const { headers } = request;
    if (procedure.sharedBy !== null && !headerText(headers.cookie).includes(sessionCookiePrefix)) {
      const url = `${TRPC_PATH_PREFIX}${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
      const by: SharedBy = {
        paths: path,
        country: procedure.sharedBy.includes('country'),
        language: procedure.sharedBy.includes('acceptLanguage'),
      };
      const entry = shared.get(sharedKey(url, headers, by));
      if (entry !== undefined && now() <= entry.freshUntil) {
        return dataOf(entry.body.identity.toString());
      }
    }
    const answer = await answerQueries({
      router,
      paths: [path],
      isBatch: false,
      createContext: () => createContext({ req: request, res: reply }),
      getRawInput: () => Promise.resolve(input),
      onError: (error, errorPath) => {
        logError(request, error, errorPath);
      },
    });
    return answer.ok ? dataOf(answer.body) : null;
  }

  return {
    readForPage,
    handle: async (request, reply) => {
      const path = (request.params as { path: string }).path;
      const isBatch = first((request.query as Query).batch) === '1';
      if (isBatch) {
        const refused = batchRefusal(request, reply, path);
        if (refused !== null) return refused;
      }
      const hostile = hostileInputRefusal(request, reply);
      if (hostile !== null) return hostile;
      if (options.leanReads && request.method === 'GET') {
        const plan = leanPlan(request, path, isBatch);
        if (plan !== null) return serveLean(request, reply, plan);
      }
      return serveAdapter(request, reply, path);
    },
    answerShared,
    stopAnsweringShared: () => {
      answeringShared = false;
    },
    forgetSharedAnswers: () => {
      generation += 1;
      shared.clear();
      making.clear();
      sharedUrls.clear();
    },
  };
}
