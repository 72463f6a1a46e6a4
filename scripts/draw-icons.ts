import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

// Draws the installed app's icons (the web manifest's, Apple's touch icon and the shortcuts')
// into apps/web/public/icons as PNG files: the brand's mark of favicon.svg (a gold ring and dot
// on deep navy) and a glyph per shortcut, in the theme's colours (styles/tokens.css). PNG because
// every platform's installer takes it; drawn by code so that a change of the mark is one edit and
// `pnpm tsx scripts/draw-icons.ts` away. The output is committed: the build copies it as it is.

type Rgb = readonly [number, number, number];

const NAVY: Rgb = [0x0b, 0x12, 0x26];
const SURFACE: Rgb = [0x1a, 0x26, 0x50];
const GOLD: Rgb = [0xff, 0xc9, 0x4d];

/** A shape in the unit square (0..1 both ways): whether a point lies inside it. */
type Shape = (x: number, y: number) => boolean;

interface Layer {
  shape: Shape;
  colour: Rgb;
}

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

const ring =
  (cx: number, cy: number, r: number, width: number): Shape =>
  (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    return d <= r + width / 2 && d >= r - width / 2;
  };

const rect =
  (x0: number, y0: number, x1: number, y1: number, radius = 0): Shape =>
  (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    // Rounded corners: outside the inner rectangle, within `radius` of its nearest corner.
    const dx = Math.max(x0 + radius - x, 0, x - (x1 - radius));
    const dy = Math.max(y0 + radius - y, 0, y - (y1 - radius));
    return dx * dx + dy * dy <= radius * radius;
  };

const triangle =
  (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): Shape =>
  (x, y) => {
    const side = (px: number, py: number, qx: number, qy: number) =>
      (x - qx) * (py - qy) - (px - qx) * (y - qy);
    const d1 = side(ax, ay, bx, by);
    const d2 = side(bx, by, cx, cy);
    const d3 = side(cx, cy, ax, ay);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
  };

/** Scales a shape about the centre: the maskable icons keep the mark inside the safe circle. */
const scaled =
  (shape: Shape, factor: number): Shape =>
  (x, y) =>
    shape(0.5 + (x - 0.5) / factor, 0.5 + (y - 0.5) / factor);

/** The mark of favicon.svg (a 64-unit square): a ring of radius 18, width 6, and a dot of 6. */
const MARK: Layer[] = [
  { shape: ring(0.5, 0.5, 18 / 64, 6 / 64), colour: GOLD },
  { shape: circle(0.5, 0.5, 6 / 64), colour: GOLD },
];

/** Four samples a side per pixel: smooth edges without a drawing library. */
const SAMPLES = 4;

/** RGBA pixels; a pixel outside every layer is transparent. */
function draw(size: number, layers: readonly Layer[]): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          // The topmost layer that covers the sample gives its colour.
          let colour: Rgb | null = null;
          for (const layer of layers) if (layer.shape(x, y)) colour = layer.colour;
          if (colour === null) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (covered === 0) continue;
      pixels[at] = Math.round(r / covered);
      pixels[at + 1] = Math.round(g / covered);
      pixels[at + 2] = Math.round(b / covered);
      pixels[at + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG of `size` × `size` pixels. */
export function png(size: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    // Each row starts with its filter type: 0, none.
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tile = (colour: Rgb): Layer => ({ shape: rect(0, 0, 1, 1, 14 / 64), colour });
const fullBleed = (colour: Rgb): Layer => ({ shape: rect(0, 0, 1, 1), colour });

/** A shortcut's glyph on the brand's tile. */
const GLYPHS: Record<string, Layer[]> = {
  // Three reels.
  slots: [
    { shape: rect(0.2, 0.28, 0.36, 0.72, 0.04), colour: GOLD },
    { shape: rect(0.42, 0.28, 0.58, 0.72, 0.04), colour: GOLD },
    { shape: rect(0.64, 0.28, 0.8, 0.72, 0.04), colour: GOLD },
  ],
  // A play sign in a ring: the live tables' stream.
  live: [
    { shape: ring(0.5, 0.5, 0.28, 0.07), colour: GOLD },
    { shape: triangle(0.43, 0.36, 0.43, 0.64, 0.65, 0.5), colour: GOLD },
  ],
  // A plus on a coin: money in.
  deposit: [
    { shape: circle(0.5, 0.5, 0.3), colour: GOLD },
    { shape: rect(0.46, 0.34, 0.54, 0.66, 0.02), colour: SURFACE },
    { shape: rect(0.34, 0.46, 0.66, 0.54, 0.02), colour: SURFACE },
  ],
};

/** Maskable icons keep their content inside the middle 80 %: the mark at 70 % of its size. */
const MASKABLE_SCALE = 0.7;

export const ICONS: { file: string; size: number; layers: Layer[] }[] = [
  ...[192, 512].map((size) => ({ file: `icon-${size}.png`, size, layers: [tile(NAVY), ...MARK] })),
  ...[192, 512].map((size) => ({
    file: `maskable-${size}.png`,
    size,
    layers: [
      fullBleed(NAVY),
      ...MARK.map((layer) => ({ ...layer, shape: scaled(layer.shape, MASKABLE_SCALE) })),
    ],
  })),
  // Apple's touch icon: square, iOS rounds it itself.
  { file: 'apple-touch-icon-180.png', size: 180, layers: [fullBleed(NAVY), ...MARK] },
  ...Object.entries(GLYPHS).map(([name, glyph]) => ({
    file: `shortcut-${name}-96.png`,
    size: 96,
    layers: [tile(SURFACE), ...glyph],
  })),
];

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'apps', 'web', 'public', 'icons');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(out, { recursive: true });
  for (const icon of ICONS) {
    writeFileSync(join(out, icon.file), png(icon.size, draw(icon.size, icon.layers)));
  }
  console.log(`${String(ICONS.length)} icons in ${out}`);
}
