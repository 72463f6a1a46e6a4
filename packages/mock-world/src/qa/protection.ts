import { protectionViewOf, startProtection, type ProtectionView } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import type { PlayerAccount } from '../state/player-store.js';
import { closeSessionsOf } from '../state/protection.js';
import {
  qaGamstopPatchSchema,
  qaProtectionAgeSchema,
  qaProtectionSchema,
} from './protection-schemas.js';

// QA's controls of time-out, self-exclusion and the mock GAMSTOP register (docs/UPSTREAMS.md,
// "QA controls"). A protection QA starts ends the player's casino sessions as the player's own
// does; the BFF's sessions of that player end at their next call the casino refuses.

const playerParamsSchema = z.object({ player: z.string().min(1).max(254) });
const HOUR_MS = 3_600_000;

export function registerProtectionQaRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  function account(params: unknown): PlayerAccount {
    const { player } = parseRequest(playerParamsSchema, params, 'path');
    const found = store.resolve(player);
    if (found === undefined) throw new MockHttpError('not_found', 'No such player');
    return found;
  }

  const view = (player: PlayerAccount): { protection: ProtectionView | null } => {
    const { protection } = player.saferGambling;
    return { protection: protection === null ? null : protectionViewOf(protection) };
  };

  app.get('/players/:player/protection', (request) => view(account(request.params)));

  app.put('/players/:player/protection', (request) => {
    const player = account(request.params);
    const body = parseRequest(qaProtectionSchema, request.body, 'body');
    if (body.kind === null) {
      player.saferGambling.protection = null;
    } else {
      player.saferGambling.protection = startProtection(body, clock.now());
      closeSessionsOf(store, player);
    }
    return view(player);
  });

  app.post('/players/:player/protection/age', (request) => {
    const player = account(request.params);
    const { hours } = parseRequest(qaProtectionAgeSchema, request.body, 'body');
    const shift = Math.round(hours * HOUR_MS);
    const { protection } = player.saferGambling;
    if (protection !== null) {
      player.saferGambling.protection = {
        ...protection,
        startedAtMs: protection.startedAtMs - shift,
        endsAtMs: protection.endsAtMs === null ? null : protection.endsAtMs - shift,
        returnRequestedAtMs:
          protection.returnRequestedAtMs === null ? null : protection.returnRequestedAtMs - shift,
      };
    }
    return view(player);
  });

  app.get('/gamstop', () => ({ emails: [...store.gamstopEmails].sort() }));

  app.put('/gamstop', (request) => {
    const { email, registered } = parseRequest(qaGamstopPatchSchema, request.body, 'body');
    const key = email.trim().toLowerCase();
    if (registered) store.gamstopEmails.add(key);
    else store.gamstopEmails.delete(key);
    return { emails: [...store.gamstopEmails].sort() };
  });
}
