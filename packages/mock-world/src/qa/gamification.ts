import type { GamificationProfile } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { MISSIONS, counted, profileOf, setCoins } from '../state/gamification.js';
import type { PlayerAccount } from '../state/player-store.js';
import {
  gamificationAnnouncementRequestSchema,
  gamificationPatchSchema,
} from './gamification-schemas.js';

// QA's controls of the gamification service (docs/UPSTREAMS.md, "QA controls"): read a player's
// profile, set their coins and their missions' progress, and announce an event to them (it
// reaches the app as GAMIFICATION_EVENT on the player's realtime feed and opens EVENT).

const playerParamsSchema = z.object({ player: z.string().min(1).max(254) });

export function registerGamificationQaRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  function account(params: unknown): PlayerAccount {
    const { player } = parseRequest(playerParamsSchema, params, 'path');
    const found = store.resolve(player);
    if (found === undefined) throw new MockHttpError('not_found', 'No such player');
    return found;
  }

  app.get('/players/:player/gamification', (request): GamificationProfile =>
    profileOf(account(request.params)),
  );

  app.put('/players/:player/gamification', (request): GamificationProfile => {
    const player = account(request.params);
    const patch = parseRequest(gamificationPatchSchema, request.body, 'body');
    // Progress first: a mission it finishes pays, and the coins QA names are what is held after.
    for (const mission of MISSIONS) {
      const progress = patch.missionProgress?.[mission.id];
      if (progress !== undefined) {
        player.gamification.extraProgress[mission.id] = progress - counted(player, mission.metric);
      }
    }
    if (patch.coins !== undefined) setCoins(player, patch.coins);
    return profileOf(player);
  });

  app.post('/players/:player/gamification/announcements', (request) => {
    const player = account(request.params);
    const body = parseRequest(gamificationAnnouncementRequestSchema, request.body, 'body');
    player.gamification.announced += 1;
    const data = { id: player.gamification.announced, ...body };
    const event = store.appendEvent(player, { type: 'GAMIFICATION_EVENT', data }, clock.now());
    return { eventId: event.id, announcement: data };
  });
}
