// The mock upstream world: what the BFF starts in mock mode, and what its tests and the benches
// build worlds and players from. The QA schemas (./qa), the game page's inline script and style
// (./game-page) and the mock's test helpers (./testing) are entries of their own.
export { type MockApp, type MockAppOptions, buildMockApp } from './app.js';
export { DEFAULT_MOCK_SEED } from './default-seed.js';
export type { GameRecord } from './data/games.js';
export { DEMO_PASSWORD, DEMO_PLAYERS } from './data/players.js';
export { DEMO_PLACE, LEADERBOARD_SIZE } from './data/tournaments.js';
export { type MockWorld, createMockWorld, worldDigest } from './data/world.js';
export type { MockControls } from './qa/controls.js';
export {
  type MockUpstreams,
  type StartMockUpstreamsOptions,
  mockUpstreamUrls,
  startMockUpstreams,
} from './server.js';
