import { z } from 'zod';
import { languageCodeSchema } from './language-schemas.js';
import type { Sport } from './sport.js';

// The sportsbook frame's protocol (docs/UPSTREAMS.md, "The sportsbook frame"; decision 035). The
// app and the sportsbook, each on its own origin, talk only through postMessage: every message
// goes to the other side's exact origin, and every message received is taken only from that
// origin and that window, and only when one of these schemas parses it. The token travels in a
// message after the frame's ready handshake, never in a URL.

/** The frame to the app. */
export const SPORT_FRAME_READY = 'lumo-sport:ready';
export const SPORT_FRAME_ROUTE = 'lumo-sport:route';
export const SPORT_FRAME_HEIGHT = 'lumo-sport:height';
export const SPORT_FRAME_LOGIN = 'lumo-sport:login';
export const SPORT_FRAME_SIGN_UP = 'lumo-sport:sign-up';
export const SPORT_FRAME_DEPOSIT = 'lumo-sport:deposit';
export const SPORT_FRAME_INSUFFICIENT_BALANCE = 'lumo-sport:insufficient-balance';
export const SPORT_FRAME_TOKEN_EXPIRED = 'lumo-sport:token-expired';

/** The app to the frame. */
export const SPORT_HOST_SESSION = 'lumo-sport:session';
export const SPORT_HOST_NAVIGATE = 'lumo-sport:navigate';
export const SPORT_HOST_TEARDOWN = 'lumo-sport:teardown';

/** The tallest frame the app follows: a runaway height must not make the page endless. */
export const SPORT_FRAME_MAX_HEIGHT = 20_000;
/** The shortest refresh delay: a token shorter-lived than the early margin is not asked for in a loop. */
export const SPORT_TOKEN_MIN_REFRESH_DELAY_MS = 5_000;
/** The longest token a session message may carry. */
export const SPORT_TOKEN_MAX_LENGTH = 512;

/**
 * A route inside the sportsbook: '/', or lower-case segments ('/football', '/football/live').
 * No query, fragment, dots or doubled slashes: nothing of it can leave the section.
 */
export const SPORT_FRAME_PATH_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
export const sportFramePathSchema = z.string().max(256).regex(SPORT_FRAME_PATH_PATTERN);
export type SportFramePath = z.infer<typeof sportFramePathSchema>;

export const sportFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SPORT_FRAME_READY) }).strict(),
  z.object({ type: z.literal(SPORT_FRAME_ROUTE), path: sportFramePathSchema }).strict(),
  z
    .object({
      type: z.literal(SPORT_FRAME_HEIGHT),
      height: z.number().int().min(0).max(1_000_000),
    })
    .strict(),
  z.object({ type: z.literal(SPORT_FRAME_LOGIN) }).strict(),
  z.object({ type: z.literal(SPORT_FRAME_SIGN_UP) }).strict(),
  z.object({ type: z.literal(SPORT_FRAME_DEPOSIT) }).strict(),
  z.object({ type: z.literal(SPORT_FRAME_INSUFFICIENT_BALANCE) }).strict(),
  z.object({ type: z.literal(SPORT_FRAME_TOKEN_EXPIRED) }).strict(),
]);
/** What the sportsbook frame may tell the app. */
export type SportFrameMessage = z.infer<typeof sportFrameMessageSchema>;

export const sportHostMessageSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal(SPORT_HOST_SESSION),
      /** Empty: the sportsbook is logged out. Locale and currency are the token's. */
      token: z.string().max(SPORT_TOKEN_MAX_LENGTH),
      /** The app's language, for the words shown before the token is read. */
      language: languageCodeSchema,
    })
    .strict(),
  z.object({ type: z.literal(SPORT_HOST_NAVIGATE), path: sportFramePathSchema }).strict(),
  z.object({ type: z.literal(SPORT_HOST_TEARDOWN) }).strict(),
]);
/** What the app may tell the sportsbook frame. */
export type SportHostMessage = z.infer<typeof sportHostMessageSchema>;

/** A message from the frame as the app acts on it, or undefined for anything else. */
export function parseSportFrameMessage(data: unknown): SportFrameMessage | undefined {
  const parsed = sportFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** A message from the app as the frame acts on it, or undefined for anything else. */
export function parseSportHostMessage(data: unknown): SportHostMessage | undefined {
  const parsed = sportHostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** A sport's route segment in the sportsbook and in the app: 'Ice Hockey' is 'ice-hockey'. */
export function sportSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The sportsbook's route of a sport. */
export function sportFramePath(sport: Pick<Sport, 'name'>): SportFramePath {
  const slug = sportSlug(sport.name);
  return slug === '' ? '/' : `/${slug}`;
}

/** The app's section prefix: the sportsbook's '/football' is the app's '/sport/football'. */
export const SPORT_SECTION_PATH = '/sport';

/**
 * The sportsbook route of the app's path (without its language prefix): '/sport/football' is
 * '/football', '/sport' and anything the frame could not show is '/'.
 */
export function framePathOfAppPath(appPath: string): SportFramePath {
  if (appPath !== SPORT_SECTION_PATH && !appPath.startsWith(`${SPORT_SECTION_PATH}/`)) return '/';
  const rest = appPath.slice(SPORT_SECTION_PATH.length).replace(/\/+$/, '');
  const parsed = sportFramePathSchema.safeParse(rest === '' ? '/' : rest);
  return parsed.success ? parsed.data : '/';
}

/** The app's path (without its language prefix) of a sportsbook route. */
export function appPathOfFramePath(framePath: SportFramePath): string {
  return framePath === '/' ? SPORT_SECTION_PATH : `${SPORT_SECTION_PATH}${framePath}`;
}

/**
 * The sport a route is about ('/football/live' is Football's), else the first of the list (the
 * sportsbook's home): the sport id the token is asked for. Undefined for an empty list.
 */
export function sportOfFramePath(
  framePath: SportFramePath,
  sports: readonly Sport[],
): Sport | undefined {
  const first = framePath.split('/')[1] ?? '';
  return sports.find((sport) => sportSlug(sport.name) === first) ?? sports[0];
}

/**
 * How long until the token is asked for again: its refreshInMs (the BFF's count to 30 s before
 * the expiry, on the server's clock, so the browser's own clock does not matter), never sooner
 * than SPORT_TOKEN_MIN_REFRESH_DELAY_MS; null for the empty token, which does not lapse.
 */
export function sportTokenRefreshDelay(token: { refreshInMs: number | null }): number | null {
  if (token.refreshInMs === null || !Number.isFinite(token.refreshInMs)) return null;
  return Math.max(SPORT_TOKEN_MIN_REFRESH_DELAY_MS, token.refreshInMs);
}
