import type { Game } from '@casino/shared';

// Sample games for the lobby parts: names and providers made up for the page, art drawn here as
// SVG data URLs (a gradient, a few rings and the name, like the mock world's), so the styleguide
// loads nothing from anywhere.

interface SampleSeed {
  name: string;
  provider: string;
  hue: number;
  /** Casino categories (1 new, 2 top, 587 drops and wins). */
  categories?: number[];
  live?: boolean;
  wagering?: boolean;
  demo?: boolean;
}

const SEEDS: readonly SampleSeed[] = [
  { name: 'Book of Lumo', provider: 'Northern Reels', hue: 222, categories: [1, 2], demo: true },
  { name: 'Starfall Riches', provider: 'Aurora Play', hue: 268, categories: [2], demo: true },
  { name: 'Golden Aurora', provider: 'Aurora Play', hue: 42, categories: [587], wagering: true },
  { name: 'Neon Nights', provider: 'Pixel Forge', hue: 310, categories: [1], demo: true },
  { name: 'Midnight Roulette', provider: 'Live Arena', hue: 350, live: true },
  { name: "Dragon's Vault", provider: 'Northern Reels', hue: 12, demo: true, wagering: true },
  { name: 'Fruit Fiesta', provider: 'Pixel Forge', hue: 96, categories: [587], demo: true },
  { name: 'Lucky Lanterns', provider: 'Lumo Studios', hue: 28, categories: [1], demo: true },
  { name: 'Blackjack VIP', provider: 'Live Arena', hue: 160, live: true },
  { name: 'Crystal Caves', provider: 'Lumo Studios', hue: 190, demo: true },
  { name: 'Pirate Gold', provider: 'Northern Reels', hue: 52, categories: [2], demo: true },
  { name: 'Wild Safari', provider: 'Aurora Play', hue: 70, demo: true },
  { name: 'Mega Wheel', provider: 'Live Arena', hue: 280, live: true, categories: [2] },
  { name: 'Thunder Reels', provider: 'Pixel Forge', hue: 240, demo: true, wagering: true },
  { name: 'Cosmic Cash', provider: 'Lumo Studios', hue: 200, categories: [1, 587], demo: true },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One game's art: its gradient, rings and name, at the size of the file it stands for. */
function art(seed: SampleSeed, width: number, height: number): string {
  const words = seed.name.split(' ');
  const lines =
    words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [seed.name];
  // The name stays inside the square a tile crops the art to, whichever file this is.
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.round(Math.min(width / 11, (Math.min(width, height) * 0.8) / (longest * 0.6)));
  const text = lines
    .map((line, index) => {
      const y = height / 2 + (index - (lines.length - 1) / 2) * size * 1.2;
      return `<text x="${width / 2}" y="${y}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="#fff">${escapeXml(line)}</text>`;
    })
    .join('');
  const rings = [0.2, 0.75, 0.5]
    .map(
      (at, index) =>
        `<circle cx="${width * at}" cy="${height * (0.25 + index * 0.25)}" r="${width * (0.12 + index * 0.06)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${6 + index * 4}"/>`,
    )
    .join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed.hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(seed.hue + 40) % 360} 65% 20%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    rings,
    text,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function toGame(seed: SampleSeed, id: number, name = seed.name): Game {
  const desktop = art({ ...seed, name }, 400, 300);
  return {
    id,
    name,
    image: desktop,
    providerId: 1,
    providerName: seed.provider,
    geo_link: `/game/${id}`,
    hasDemo: seed.demo ?? false,
    categories: (seed.categories ?? []).map((category) => ({ id: category })),
    isWagering: seed.wagering ?? false,
    source: seed.live === true ? 'casino_live' : 'casino',
    imagine: {
      files: { desktop, mobile: art({ ...seed, name }, 300, 300) },
      gradient_color: `hsl(${seed.hue} 70% 42%)`,
    },
    requiredProfile: 'none',
  };
}

/** Fifteen sample games: a carousel's page. */
export const SAMPLE_GAMES: readonly Game[] = SEEDS.map((seed, index) => toGame(seed, index + 1));

const first = SAMPLE_GAMES[0] ?? toGame(SEEDS[0] ?? { name: 'Lumo', provider: 'Lumo', hue: 0 }, 1);

/** The first sample game in each of the tile's states. */
export const TILE_SAMPLES = {
  default: first,
  badges: SAMPLE_GAMES[14] ?? first,
  live: SAMPLE_GAMES[12] ?? first,
  wagering: SAMPLE_GAMES[2] ?? first,
  noDemo: { ...first, id: 101, hasDemo: false },
  unavailable: { ...first, id: 102, geo_link: null },
  artFailed: {
    ...first,
    id: 103,
    image: 'data:image/svg+xml,broken',
    imagine: {
      ...first.imagine,
      files: { desktop: 'data:image/svg+xml,broken', mobile: 'data:image/svg+xml,broken' },
    },
  },
} satisfies Record<string, Game>;

/** A long list for the infinite list: the fifteen again and again, numbered. */
export function sampleGamesPage(offset: number, count: number): Game[] {
  return Array.from({ length: count }, (_, index) => {
    const position = offset + index;
    const seed = SEEDS[position % SEEDS.length] ?? SEEDS[0];
    if (seed === undefined) throw new Error('no sample games');
    return toGame(seed, 1000 + position, `${seed.name} ${Math.floor(position / SEEDS.length) + 1}`);
  });
}

/** Winners for the marquee: player, amount in EUR, game. */
export const SAMPLE_WINNERS: readonly { player: string; amount: number; game: string }[] = [
  { player: 'ana***', amount: 120, game: 'Book of Lumo' },
  { player: 'bert**', amount: 75.5, game: 'Midnight Roulette' },
  { player: 'chloé*', amount: 2400, game: 'Golden Aurora' },
  { player: 'dan***', amount: 18.2, game: 'Neon Nights' },
  { player: 'eva***', amount: 930, game: 'Mega Wheel' },
  { player: 'filip*', amount: 61, game: 'Pirate Gold' },
];
