import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { request as upstreamRequest } from 'undici';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '../../request-id.js';

export const QA_PREFIX = '/qa';

/** QA calls are small JSON documents; anything larger is refused before it is forwarded. */
const QA_BODY_LIMIT = 64 * 1024;
const QA_TIMEOUT_MS = 10_000;
const qaMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** QA's time-out or self-exclusion of a player (not its lifting): `{ kind: 'timeOut' | ... }`. */
const PROTECTION_PATH = /^\/qa\/players\/([^/?]+)\/protection(?:\?.*)?$/;
const protectionStartSchema = z.object({ kind: z.enum(['timeOut', 'selfExclusion']) });
const playerIdSchema = z.object({ id: z.number().int().positive() });

/**
 * QA's controls (latency and errors per upstream, fresh players, player state, realtime events,
 * jackpot wins and bumps, the next spins' outcomes, the sport token lifetime, the mock clock,
 * call counters, reset) live in the mock world; the BFF forwards its own /qa to the world it
 * uses, so that QA drives one address whether the world is in-process or shared by several BFF
 * instances. Mock mode only: in live mode the routes do not exist (404).
 */
/** Ends the BFF sessions of the player QA just timed out or excluded (its id from the world). */
async function endProtectedPlayer(stateUrl: URL, request: FastifyRequest): Promise<void> {
  try {
    const answer = await upstreamRequest(stateUrl, {
      headers: { [REQUEST_ID_HEADER]: request.id },
      headersTimeout: QA_TIMEOUT_MS,
      bodyTimeout: QA_TIMEOUT_MS,
    });
    const { id } = playerIdSchema.parse(await answer.body.json());
    await request.server.sessions.endPlayerSessions(id, request.log);
  } catch (error) {
    request.log.warn({ err: String(error) }, "qa: the protected player's sessions were not ended");
  }
}

export const qaPlugin = fp(
  (fastify, _options, done) => {
    const world = fastify.mockWorld;
    if (fastify.config.upstreamMode !== 'mock' || world === null) {
      done();
      return;
    }

    fastify.register(
      (scope, _scopeOptions, scopeDone) => {
        scope.all('/*', { bodyLimit: QA_BODY_LIMIT }, async (request, reply) => {
          const method = qaMethodSchema.safeParse(request.method);
          if (!method.success) return reply.status(405).send({ message: 'Method not allowed' });
          const target = new URL(request.url, world.url);
          const body =
            request.body === undefined || method.data === 'GET'
              ? undefined
              : JSON.stringify(request.body);
          const answer = await upstreamRequest(target, {
            method: method.data,
            headers: {
              [REQUEST_ID_HEADER]: request.id,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body,
            headersTimeout: QA_TIMEOUT_MS,
            bodyTimeout: QA_TIMEOUT_MS,
          });
          const text = await answer.body.text();
          // QA may just have moved the country or the clock: read them afresh.
          if (method.data !== 'GET') fastify.qaOverrides.invalidate();
          // A protection QA started ends the player's sessions here and on every instance at
          // once, as the player's own does (the casino has ended its sessions already).
          const protectedPlayer = PROTECTION_PATH.exec(request.url)?.[1];
          if (
            method.data === 'PUT' &&
            protectedPlayer !== undefined &&
            answer.statusCode === 200 &&
            protectionStartSchema.safeParse(request.body).success
          ) {
            await endProtectedPlayer(
              new URL(`/qa/players/${protectedPlayer}/state`, world.url),
              request,
            );
          }
          const contentType = answer.headers['content-type'];
          if (typeof contentType === 'string') void reply.header('content-type', contentType);
          return reply.status(answer.statusCode).send(text);
        });
        scopeDone();
      },
      { prefix: QA_PREFIX },
    );
    done();
  },
  { name: 'qa', dependencies: ['config', 'upstreams', 'sessions'] },
);
