// The lobby's public entry: what every screen that shows game tiles reuses (search, and the
// screens to come): the tiles' one context (the session's badges and playability), a carousel
// row of tiles, the paged grid of tiles, and a category's games page by page.
export { useTileContext, type TileContext } from './api/tile-context.js';
export { useCategoryGames } from './api/category-games.js';
export { type GamesFilter } from './rules/games-filter.js';
export { GameRow, type GameRowProps } from './components/game-row.js';
export { GameGrid, type GameGridProps, type PagedGames } from './components/game-grid.js';
export { LobbyGameTile, type LobbyGameTileProps } from './components/lobby-game-tile.js';
