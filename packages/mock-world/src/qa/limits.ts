import { type LimitKind, type PlayerLimits, limitChangeSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { playerLimitsOf } from '../state/limits.js';
import type { PlayerAccount } from '../state/player-store.js';
import { limitsAgeSchema, limitsPatchSchema } from './schemas.js';

// QA's controls of the players' limits (docs/UPSTREAMS.md, "QA controls"): read them, set them
// at once (no cooling-off), and age them as if hours had passed for the player alone.

const playerParamsSchema = z.object({ player: z.string().min(1).max(254) });

const HOUR_MS = 3_600_000;

export function registerLimitsQaRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  function account(params: unknown): PlayerAccount {
    const { player } = parseRequest(playerParamsSchema, params, 'path');
    const found = store.resolve(player);
    if (found === undefined) throw new MockHttpError('not_found', 'No such player');
    return found;
  }

  /** What the player's newest session would read. */
  function view(player: PlayerAccount): PlayerLimits {
    const starts = store
      .sessionTokensOf(player)
      .map((token) => store.sessionStartedAt(token))
      .filter((start) => start !== null);
    const start = starts.length === 0 ? null : Math.max(...starts);
    return playerLimitsOf(store, player, start, clock.now());
  }

  app.get('/players/:player/limits', (request) => view(account(request.params)));

  app.put('/players/:player/limits', (request) => {
    const player = account(request.params);
    const patch = parseRequest(limitsPatchSchema, request.body, 'body');
    const now = clock.now();
    const record = player.saferGambling;
    for (const [kind, value] of Object.entries(patch.limits ?? {}) as [
      LimitKind,
      number | null,
    ][]) {
      const checked = limitChangeSchema.safeParse({ kind, value });
      if (!checked.success) {
        throw new MockHttpError('validation_failed', `The ${kind} limit is out of range`, [
          {
            path: `limits.${kind}`,
            message: checked.error.issues[0]?.message ?? 'errors.invalidInput',
          },
        ]);
      }
      record.limits[kind] = value === null ? null : { value, anchorMs: now, pending: null };
    }
    if (patch.promptAnswered !== undefined) {
      record.promptAnsweredAtMs = patch.promptAnswered ? (record.promptAnsweredAtMs ?? now) : null;
    }
    if (patch.reviewedAt !== undefined) {
      record.reviewedAtMs = patch.reviewedAt === null ? null : Date.parse(patch.reviewedAt);
    }
    return view(player);
  });

  /**
   * Moves everything the player's limits count back by `hours`: their periods, pending changes,
   * the prompt's answer and the last review, their deposits, their real-money play and their
   * sessions' starts. The rest of the world keeps its time.
   */
  app.post('/players/:player/limits/age', (request) => {
    const player = account(request.params);
    const { hours } = parseRequest(limitsAgeSchema, request.body, 'body');
    const shift = Math.round(hours * HOUR_MS);
    const record = player.saferGambling;
    for (const setting of Object.values(record.limits)) {
      if (setting === null) continue;
      setting.anchorMs -= shift;
      if (setting.pending !== null) setting.pending.effectiveAtMs -= shift;
    }
    if (record.promptAnsweredAtMs !== null) record.promptAnsweredAtMs -= shift;
    if (record.reviewedAtMs !== null) record.reviewedAtMs -= shift;
    for (const deposit of store.depositsOf(player)) deposit.createdAtMs -= shift;
    for (const row of player.transactions) {
      if (row.scope === 'game' && row.atMs !== null) row.atMs -= shift;
    }
    for (const token of store.sessionTokensOf(player)) {
      const start = store.sessionStartedAt(token);
      if (start !== null) store.setSessionStartedAt(token, start - shift);
    }
    return view(player);
  });
}
