// The game feature's public entry: the play flow every Play control calls, a game of the
// catalogue by its id, and whether a path is a game page (the jackpot win's buttons depend on it).
export { usePlayGame, type GamePageState, type PlayMode } from './hooks/use-play-game.js';
export { type PlayGameInput } from './modal-data.js';
export { useGame } from './api/game.js';
export { isGamePagePath } from './rules/game-page-state.js';
