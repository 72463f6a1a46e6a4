import { type GameRecord, hueToHex } from '../data/games.js';
import { deriveSeed, seededRandom } from '../data/seeded.js';

export const ART_VARIANTS = ['desktop', 'mobile'] as const;
export type ArtVariant = (typeof ART_VARIANTS)[number];

/** Tile sizes: landscape 4:3 for desktop, square for mobile. */
const SIZES: Readonly<Record<ArtVariant, { width: number; height: number }>> = {
  desktop: { width: 400, height: 300 },
  mobile: { width: 300, height: 300 },
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

type Random = () => number;

const round = (value: number) => Math.round(value * 10) / 10;

// Each motif scatters one kind of shape over the gradient; the game's record picks the motif and a
// PRNG seeded by the game places the shapes, so a game always looks the same.
const MOTIFS: readonly ((random: Random, width: number, height: number) => string)[] = [
  (random, width, height) =>
    Array.from({ length: 9 }, () => {
      const r = 12 + random() * 60;
      return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(r)}" fill="#fff" fill-opacity="${round(0.05 + random() * 0.15)}"/>`;
    }).join(''),
  (random, width, height) =>
    Array.from({ length: 7 }, (_, index) => {
      const x = (index / 7) * width * 1.6 - width * 0.3 + random() * 20;
      return `<rect x="${round(x)}" y="${-height}" width="${round(14 + random() * 26)}" height="${height * 3}" fill="#fff" fill-opacity="0.08" transform="rotate(30 ${round(x)} 0)"/>`;
    }).join(''),
  (random, width, height) =>
    Array.from({ length: 12 }, () => {
      const cx = random() * width;
      const cy = random() * height;
      const s = 4 + random() * 12;
      const points = Array.from({ length: 10 }, (_, index) => {
        const radius = index % 2 === 0 ? s : s / 2.5;
        const angle = (Math.PI / 5) * index - Math.PI / 2;
        return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
      }).join(' ');
      return `<polygon points="${points}" fill="#ffe27a" fill-opacity="${round(0.4 + random() * 0.5)}"/>`;
    }).join(''),
  (random, width, height) =>
    Array.from({ length: 8 }, () => {
      const cx = random() * width;
      const cy = random() * height;
      const s = 14 + random() * 34;
      return `<polygon points="${round(cx)},${round(cy - s)} ${round(cx + s * 0.7)},${round(cy)} ${round(cx)},${round(cy + s)} ${round(cx - s * 0.7)},${round(cy)}" fill="#fff" fill-opacity="${round(0.08 + random() * 0.18)}"/>`;
    }).join(''),
  (random, width, height) =>
    Array.from({ length: 5 }, (_, index) => {
      const y = ((index + 1) / 6) * height + random() * 12;
      const amplitude = 10 + random() * 20;
      return `<path d="M0 ${round(y)} Q ${round(width / 4)} ${round(y - amplitude)} ${round(width / 2)} ${round(y)} T ${width} ${round(y)}" stroke="#fff" stroke-opacity="0.18" stroke-width="${round(3 + random() * 6)}" fill="none"/>`;
    }).join(''),
  (random, width, height) =>
    Array.from({ length: 6 }, () => {
      const r = 20 + random() * 70;
      return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(r)}" fill="none" stroke="#fff" stroke-opacity="${round(0.1 + random() * 0.2)}" stroke-width="${round(2 + random() * 8)}"/>`;
    }).join(''),
];

/** The SVG tile of a game: its gradient, its motif, its name and its provider. */
export function renderGameArt(
  game: GameRecord,
  providerName: string,
  variant: ArtVariant,
  seed: number,
): string {
  const { width, height } = SIZES[variant];
  const random = seededRandom(deriveSeed(seed, `art:${game.id}`));
  const motif = MOTIFS[game.motif % MOTIFS.length] ?? MOTIFS[0];
  // Tiles are square: a wider drawing is cropped to its middle, so the name and the badge keep to
  // the middle square of every variant.
  const inset = (width - Math.min(width, height)) / 2;
  const lines = wrapWords(game.name, 13, 3);
  const fontSize = 30;
  const firstLineY = height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const live = game.kind === 'live_table' || game.kind === 'live_show';
  // The shadow is the same text drawn darker, 2 px lower: filters render unevenly across viewers.
  const title = lines
    .map((line, index) => {
      const y = round(firstLineY + index * fontSize * 1.15);
      const attributes = `text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}"`;
      return `<text x="${width / 2}" y="${y + 2}" ${attributes} fill="#000" fill-opacity="0.45">${escapeXml(line)}</text><text x="${width / 2}" y="${y}" ${attributes} fill="#fff">${escapeXml(line)}</text>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(game.name)}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hueToHex(game.hues[0], 70, 42)}"/><stop offset="1" stop-color="${hueToHex(game.hues[1], 65, 22)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    motif?.(random, width, height) ?? '',
    `<rect y="${height - 44}" width="${width}" height="44" fill="#000" fill-opacity="0.35"/>`,
    title,
    `<text x="${width / 2}" y="${height - 18}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" fill="#fff" fill-opacity="0.85">${escapeXml(providerName)}</text>`,
    live
      ? `<rect x="${inset + 12}" y="12" width="54" height="24" rx="12" fill="#e53935"/><text x="${inset + 39}" y="28.5" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="13" fill="#fff">LIVE</text>`
      : '',
    '</svg>',
  ].join('');
}

/** The background of a bonus card: a gradient per bonus and a gift box. */
export function renderBonusArt(id: number, seed: number): string {
  const random = seededRandom(deriveSeed(seed, `bonus-art:${id}`));
  const hue = Math.floor(random() * 360);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hueToHex(hue, 60, 30)}"/><stop offset="1" stop-color="${hueToHex((hue + 60) % 360, 70, 18)}"/></linearGradient></defs>`,
    '<rect width="600" height="300" fill="url(#bg)"/>',
    MOTIFS[0]?.(random, 600, 300) ?? '',
    '<g transform="translate(430 80)">',
    '<rect x="0" y="40" width="120" height="100" rx="8" fill="#ffc94d"/>',
    '<rect x="-8" y="20" width="136" height="34" rx="6" fill="#ffb300"/>',
    '<rect x="52" y="20" width="16" height="120" fill="#e53935"/>',
    '<path d="M60 20 C 30 -10, 10 10, 60 20 C 110 10, 90 -10, 60 20" fill="none" stroke="#e53935" stroke-width="8"/>',
    '</g>',
    '</svg>',
  ].join('');
}

/** The licence seal of the footer. */
export function renderLicenceSeal(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Licensed, 18+">',
    '<circle cx="60" cy="60" r="56" fill="#0b1a33" stroke="#d4af37" stroke-width="6"/>',
    '<text x="60" y="58" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="34" fill="#fff">18+</text>',
    '<text x="60" y="84" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="12" letter-spacing="1" fill="#d4af37">LICENSED</text>',
    '</svg>',
  ].join('');
}
