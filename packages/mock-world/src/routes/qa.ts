import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../http/parse.js';
import type { MockControls } from '../qa/controls.js';
import {
  catchGamePatchSchema,
  clockPatchSchema,
  geoPatchSchema,
  jackpotBumpSchema,
  jackpotWinAwardSchema,
  miniGamesPatchSchema,
  miniGamesWorldPatchSchema,
  nextSpinsSchema,
  playerStatePatchSchema,
  qaPlayerRequestSchema,
  sportSettingsPatchSchema,
  upstreamSettingsPatchSchema,
} from '../qa/schemas.js';

const nameParamsSchema = z.object({ name: z.string().min(1).max(32) });
const playerParamsSchema = z.object({ player: z.string().min(1).max(254) });

export function registerQaRoutes(app: FastifyInstance, controls: MockControls): void {
  const player = (params: unknown) => parseRequest(playerParamsSchema, params, 'path').player;
  const upstream = (params: unknown) => parseRequest(nameParamsSchema, params, 'path').name;

  app.get('/upstreams', () => controls.upstreams());
  app.get('/upstreams/:name', (request) => controls.upstream(upstream(request.params)));
  app.put('/upstreams/:name', (request) =>
    controls.setUpstream(
      upstream(request.params),
      parseRequest(upstreamSettingsPatchSchema, request.body, 'body'),
    ),
  );

  app.get('/clock', () => controls.clock());
  app.put('/clock', (request) =>
    controls.setClock(parseRequest(clockPatchSchema, request.body, 'body')),
  );

  app.get('/geo', () => controls.geo());
  app.put('/geo', (request) => controls.setGeo(parseRequest(geoPatchSchema, request.body, 'body')));

  app.get('/jackpots', () => controls.jackpotBumps());
  app.post('/jackpots/bump', (request) =>
    controls.bumpJackpots(parseRequest(jackpotBumpSchema, request.body ?? {}, 'body')),
  );

  app.get('/sport', () => controls.sport());
  app.put('/sport', (request) =>
    controls.setSport(parseRequest(sportSettingsPatchSchema, request.body, 'body')),
  );

  app.get('/mini-games', () => controls.miniGamesWorld());
  app.put('/mini-games', (request) =>
    controls.setMiniGamesWorld(parseRequest(miniGamesWorldPatchSchema, request.body, 'body')),
  );

  app.get('/players', () => controls.players());
  app.post('/players', (request, reply) =>
    reply
      .code(201)
      .send(controls.createPlayer(parseRequest(qaPlayerRequestSchema, request.body ?? {}, 'body'))),
  );
  app.get('/players/:player/state', (request) => controls.playerState(player(request.params)));
  app.put('/players/:player/state', (request) =>
    controls.setPlayerState(
      player(request.params),
      parseRequest(playerStatePatchSchema, request.body, 'body'),
    ),
  );
  app.post('/players/:player/events', (request, reply) =>
    reply.code(201).send(controls.fireEvent(player(request.params), request.body)),
  );
  app.post('/players/:player/jackpot-win', (request, reply) =>
    reply
      .code(201)
      .send(
        controls.awardJackpotWin(
          player(request.params),
          parseRequest(jackpotWinAwardSchema, request.body ?? {}, 'body'),
        ),
      ),
  );
  app.post('/players/:player/next-spins', (request) =>
    controls.setNextSpins(
      player(request.params),
      parseRequest(nextSpinsSchema, request.body, 'body'),
    ),
  );
  app.put('/players/:player/catch-game', (request) =>
    controls.setCatchGame(
      player(request.params),
      parseRequest(catchGamePatchSchema, request.body, 'body'),
    ),
  );
  app.get('/players/:player/mini-games', (request) => controls.miniGames(player(request.params)));
  app.put('/players/:player/mini-games', (request) =>
    controls.setMiniGames(
      player(request.params),
      parseRequest(miniGamesPatchSchema, request.body, 'body'),
    ),
  );
  app.get('/players/:player/password-reset', (request) =>
    controls.sentPasswordReset(player(request.params)),
  );
  app.get('/players/:player/mail', (request) => controls.mailbox(player(request.params)));
  app.post('/players/:player/session', (request, reply) =>
    reply.code(201).send({ sessionUuid: controls.issueSessionUuid(player(request.params)) }),
  );

  app.get('/world', () => controls.world());
  app.get('/counters', () => controls.counters());
  app.post('/reset', (_request, reply) => {
    controls.reset();
    return reply.code(204).send();
  });
}
