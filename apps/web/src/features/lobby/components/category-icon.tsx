import type { GameCategoryIcon } from '@casino/shared';
import { IconPath } from '../../../components/ui/icon.js';

// The categories' icons (GAME_CATEGORY_ICONS), drawn like the kit's (24 px grid, 1.8 stroke).

const COIN = 'M12 4a8 8 0 1 1 0 16a8 8 0 0 1 0-16zM12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8z';
const CARDS = 'M8 5h9v14H8zM5 7.5l3-1M5 7.5l2.5 11 .5-.1M12.5 9.5l1.5 2.5-1.5 2.5-1.5-2.5z';

const PATHS: Readonly<Record<GameCategoryIcon, string>> = {
  heart: 'M12 19.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  live: 'M4 7h11v10H4zM15 10l5-3v10l-5-3zM7 4l2 3M12 4l-2 3',
  top: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4',
  new: 'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18 15l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8z',
  jackpot: 'M12 3l3 6 6 1-4.5 4 1 6L12 17l-5.5 3 1-6L3 10l6-1z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  'bonus-buy': 'M5 8h14l-1.2 12H6.2zM9 8a3 3 0 0 1 6 0M12 11v6M9.5 14h5',
  table: 'M7 5h10l4 5H3zM5 10v9M19 10v9M3 10h18',
  instant: 'M13 3L5 14h6l-1 7 8-11h-6z',
  megaways: 'M5 20V11M10 20V4M15 20V8M20 20V14',
  drops: 'M12 3.5c3.8 4.6 6 7.8 6 10.7a6 6 0 0 1-12 0c0-2.9 2.2-6.1 6-10.7z',
  'jackpot-gold': COIN,
  'jackpot-silver': COIN,
  'jackpot-bronze': COIN,
  baccarat: CARDS,
  poker:
    'M12 4a8 8 0 1 1 0 16a8 8 0 0 1 0-16zM12 4v3M12 17v3M4 12h3M17 12h3M12 9l2.5 3-2.5 3-2.5-3z',
  roulette:
    'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  dice: 'M5 5h14v14H5zM9 9h.01M15 15h.01M15 9h.01M9 15h.01M12 12h.01',
  blackjack: CARDS,
  vip: 'M4 18h16M4 8l4 4 4-7 4 7 4-4-2 10H6z',
  oktoberfest:
    'M6 7h9v13H6zM15 10h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M9 10v7M12 10v7M6 7a2.5 2.5 0 0 1 4.5-1.5A2.5 2.5 0 0 1 15 7',
};

/** A category's icon, decoration beside its name. */
export function CategoryIcon({ icon, size = 20 }: { icon: GameCategoryIcon; size?: number }) {
  return <IconPath d={PATHS[icon]} size={size} />;
}
