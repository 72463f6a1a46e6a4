import { TRPCError } from '@trpc/server';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { mainLobbyInputSchema, mainLobbyRequest } from '../../routers/lobby.js';
import { mainLobby } from '../../services/lobby.js';
import { type Context, type ContextFactory } from '../../trpc/context.js';
import { formatError, logTRPCError } from '../../trpc/error-mapper.js';

// tRPC's fastify adapter builds fetch-API objects per request and served about a tenth of a bare
// Fastify route's requests per second here (bench/lobby-hot-path.ts). The hottest public query,
// the main lobby, gets its own plain route at the very URL an unbatched tRPC call uses, speaking
// the same wire format, so the typed client reaches it unchanged (docs/decisions/007).

/** How long one serialised lobby answer is shared between visitors asking the same thing (inclusive). */
export const HOT_ANSWER_TTL_MS = 1_000;
const HOT_ANSWER_ENTRIES = 500;

const queryStringSchema = z.object({
  input: z.string().max(4_096).optional(),
  batch: z.literal('1').optional(),
});

/** A batch of this one call carries its input under "0" and is answered as a one-item array. */
const batchInputSchema = z.object({ 0: z.unknown() }).strict();

interface CallInput {
  batch: boolean;
  input: unknown;
}

/** The `input` query parameter as tRPC's links send it (JSON, absent for no input). */
function readInput(request: FastifyRequest): CallInput {
  const query = queryStringSchema.safeParse(request.query);
  if (!query.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'malformed query' });
  const batch = query.data.batch !== undefined;
  let input: unknown = undefined;
  if (query.data.input !== undefined) {
    try {
      input = JSON.parse(query.data.input) as unknown;
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'input is not JSON', cause });
    }
  }
  if (!batch) return { batch, input };
  return {
    batch,
    input: input === undefined ? undefined : parseOrThrow(batchInputSchema, input)[0],
  };
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'invalid input', cause: parsed.error });
  }
  return parsed.data;
}

/**
 * Registers GET /trpc/lobby.main, unbatched or as a batch of that one call (a static route, so it wins over the adapter's /trpc/:path;
 * batched calls still reach the adapter). Answers are shared for HOT_ANSWER_TTL_MS between
 * requests that resolve to the same lobby request, and concurrent ones share one computation.
 */
export function registerHotQueries(
  fastify: FastifyInstance,
  prefix: string,
  createContext: ContextFactory,
  /** The clock the cache ages entries on (tests move it). */
  now: () => number = Date.now,
): void {
  const answers = new LRUCache<string, Promise<string>>({
    max: HOT_ANSWER_ENTRIES,
    ttl: HOT_ANSWER_TTL_MS,
    // Aged on the given clock, read at every lookup (lru-cache caches its reading otherwise).
    perf: { now },
    ttlResolution: 0,
  });
  const path = 'lobby.main';

  fastify.get(`${prefix}/${path}`, async (request, reply) => {
    let ctx: Context | undefined;
    let batch = false;
    try {
      ctx = await createContext({ req: request, res: reply });
      const call = readInput(request);
      batch = call.batch;
      const input = parseOrThrow(mainLobbyInputSchema, call.input);
      const lobbyRequest = await mainLobbyRequest(ctx, input);
      const key = JSON.stringify(lobbyRequest);
      let answer = answers.get(key);
      if (answer === undefined) {
        const context = ctx;
        answer = mainLobby(context, lobbyRequest).then((lobby) => JSON.stringify(lobby));
        answers.set(key, answer);
        // A failed computation is not shared: the next request tries again.
        answer.catch(() => answers.delete(key));
      }
      const data = await answer;
      const body = `{"result":{"data":${data}}}`;
      return await reply.type('application/json').send(batch ? `[${body}]` : body);
    } catch (error) {
      const trpcError =
        error instanceof TRPCError
          ? error
          : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
      logTRPCError(request.log, trpcError, path);
      const shape = formatError({
        error: trpcError,
        path,
        requestId: ctx?.requestId ?? request.id,
      });
      return reply
        .status(shape.data.httpStatus)
        .type('application/json')
        .send(JSON.stringify(batch ? [{ error: shape }] : { error: shape }));
    }
  });
}
