// The mini-games feature's public entry: the shell's place for the mini-games (the auto-open
// and the floating banners), and what the sidebar's entries use to show and to open a game.
export { MiniGames } from './components/mini-games.js';
export { useMiniGameEntryVisible, useStartMiniGame } from './hooks/use-start-mini-game.js';
