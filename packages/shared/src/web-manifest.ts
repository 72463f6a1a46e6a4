import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './language.js';

// The installed app's web manifest (SPEC.md section 4, issue 32). The BFF serves it, because the
// brand's name is runtime configuration (BRAND_NAME): docs/decisions/036-pwa.md.

/** Where the installed app opens: the PWA mode, with the bottom bar and no install prompts. */
export const PWA_START_URL = '/pwa';
export const PWA_SCOPE = '/';
/** Where the BFF serves the manifest, which index.html links. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const WEB_MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';
/** The service worker's file in the build (vite-plugin-pwa's output), served at the root. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The theme's deep navy (styles/tokens.css --color-bg): the title bar and the splash screen. */
export const PWA_THEME_COLOUR = '#0b1226';

/** The manifest's own strings per language; gb reads English's. */
export const WEB_MANIFEST_STRINGS = {
  en: {
    description: 'Slots, live tables, jackpots and sports betting, installed on your device.',
    slots: 'Slots',
    live: 'Live casino',
    deposit: 'Deposit',
  },
  de: {
    description: 'Slots, Live-Tische, Jackpots und Sportwetten, auf deinem Gerät installiert.',
    slots: 'Slots',
    live: 'Live-Casino',
    deposit: 'Einzahlen',
  },
  ro: {
    description:
      'Sloturi, mese live, jackpoturi și pariuri sportive, instalate pe dispozitivul tău.',
    slots: 'Sloturi',
    live: 'Casino live',
    deposit: 'Depunere',
  },
  pt: {
    description:
      'Slots, mesas ao vivo, jackpots e apostas desportivas, instalados no seu dispositivo.',
    slots: 'Slots',
    live: 'Casino ao vivo',
    deposit: 'Depositar',
  },
} as const satisfies Record<Exclude<LanguageCode, 'gb'>, Record<string, string>>;

const iconSchema = z.object({
  src: z.string().startsWith('/'),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']).optional(),
});

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.literal(PWA_START_URL),
  scope: z.literal(PWA_SCOPE),
  display: z.literal('standalone'),
  orientation: z.literal('any'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  categories: z.array(z.string()),
  icons: z.array(iconSchema).min(1),
  shortcuts: z.array(
    z.object({
      name: z.string().min(1),
      short_name: z.string().min(1),
      url: z.string().startsWith('/'),
      icons: z.array(iconSchema),
    }),
  ),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** The icons drawn for the project (scripts/draw-icons.ts), under the build's /icons. */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The short names a home screen shows under the icon: a long brand is cut at a word. */
export const SHORT_NAME_MAX = 12;

export function shortNameOf(brandName: string): string {
  const name = brandName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : firstWord.slice(0, SHORT_NAME_MAX);
}

/** The manifest for a brand and a language (the browser's, the BFF picks it). */
export function webManifest(brandName: string, language: LanguageCode): WebManifest {
  const strings = WEB_MANIFEST_STRINGS[language === 'gb' ? 'en' : language];
  const shortcut = (key: 'slots' | 'live' | 'deposit', url: string) => ({
    name: strings[key],
    short_name: strings[key],
    url,
    icons: [{ src: `/icons/shortcut-${key}-96.png`, sizes: '96x96', type: 'image/png' as const }],
  });
  return {
    // The identity of the installed app, fixed whatever the start URL becomes.
    id: '/',
    name: brandName.trim(),
    short_name: shortNameOf(brandName),
    description: strings.description,
    lang: LANGUAGES[language].tag,
    dir: 'ltr',
    start_url: PWA_START_URL,
    scope: PWA_SCOPE,
    display: 'standalone',
    orientation: 'any',
    theme_color: PWA_THEME_COLOUR,
    background_color: PWA_THEME_COLOUR,
    categories: ['entertainment', 'games'],
    icons: PWA_ICONS.map((icon) => ({ ...icon })),
    shortcuts: [
      shortcut('slots', '/games/slots'),
      shortcut('live', '/games/live'),
      shortcut('deposit', '/deposit'),
    ],
  };
}
