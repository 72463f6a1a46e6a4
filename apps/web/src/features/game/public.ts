// The game feature's public entry: the play flow every Play control calls.
export { usePlayGame, type GamePageState, type PlayMode } from './hooks/use-play-game.js';
export { type PlayGameInput } from './modal-data.js';
