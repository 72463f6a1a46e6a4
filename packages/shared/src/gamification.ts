import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { languageCodeSchema } from './language-schemas.js';
import type { ModalName } from './modal.js';

// The gamification service (docs/UPSTREAMS.md, "The gamification panel"; decision 039): missions
// whose progress real spins feed, a store of free spins and bonus money priced in coins, the
// player's coins, the wheel and big win. Its panel lives on the service's own origin in a frame;
// the app and the panel talk only through postMessage, each message one of these schemas, sent
// to the other side's exact origin and taken only from that origin and that window. The panel
// holds no credential: the app hands it the player's state, and every purchase is the app's to
// confirm and the BFF's to make.

/** The menu entries the service answers (SPEC.md section 2; promo is the app's /bonuses). */
export const GAMIFICATION_ACTIONS = ['wheel', 'missions', 'store', 'big-win'] as const;
export const gamificationActionSchema = z.enum(GAMIFICATION_ACTIONS);
export type GamificationAction = z.infer<typeof gamificationActionSchema>;

/** What the store sells: free spins, or bonus money in the player's currency. */
export const GAMIFICATION_ITEM_KINDS = ['free_spins', 'money'] as const;

export const gamificationItemIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/);
export type GamificationItemId = z.infer<typeof gamificationItemIdSchema>;

export const gamificationItemSchema = z.discriminatedUnion('kind', [
  z
    .object({
      id: gamificationItemIdSchema,
      kind: z.literal('free_spins'),
      /** In coins. */
      price: z.number().int().positive(),
      spins: z.number().int().positive(),
    })
    .strict(),
  z
    .object({
      id: gamificationItemIdSchema,
      kind: z.literal('money'),
      price: z.number().int().positive(),
      amount: z.number().positive(),
      currency: currencyCodeSchema,
    })
    .strict(),
]);
export type GamificationItem = z.infer<typeof gamificationItemSchema>;

export const MISSION_METRICS = ['spins', 'wins'] as const;

export const gamificationMissionSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/),
    /** What counts: real-money spins, or winning spins. */
    metric: z.enum(MISSION_METRICS),
    target: z.number().int().positive(),
    /** Counted so far, never above the target. */
    progress: z.number().int().nonnegative(),
    /** Coins the mission pays once its target is met. */
    reward: z.number().int().positive(),
    done: z.boolean(),
  })
  .strict();
export type GamificationMission = z.infer<typeof gamificationMissionSchema>;

/** The wheel's prizes, in coins (the service spins it; the panel shows what it may land on). */
export const wheelPrizeSchema = z.number().int().positive();

/** The player's side of the service: what the panel shows and the store's prices. */
export const gamificationProfileSchema = z
  .object({
    coins: z.number().int().nonnegative(),
    missions: z.array(gamificationMissionSchema).max(20),
    items: z.array(gamificationItemSchema).max(20),
    wheelPrizes: z.array(wheelPrizeSchema).max(12),
    /** The player's biggest single win, null before any. */
    bigWin: z
      .object({ amount: z.number().nonnegative(), currency: currencyCodeSchema })
      .strict()
      .nullable(),
  })
  .strict();
export type GamificationProfile = z.infer<typeof gamificationProfileSchema>;

/** A purchase's answer: the item, and the coins left. */
export const gamificationPurchaseSchema = z
  .object({ item: gamificationItemSchema, coins: z.number().int().nonnegative() })
  .strict();
export type GamificationPurchase = z.infer<typeof gamificationPurchaseSchema>;

/**
 * Coins a mission's progress is worth and its view: the progress is capped at the target, and
 * the reward counts once the target is met.
 */
export function missionView(mission: {
  id: string;
  metric: (typeof MISSION_METRICS)[number];
  target: number;
  reward: number;
  counted: number;
}): GamificationMission {
  const progress = Math.min(mission.target, Math.max(0, Math.floor(mission.counted)));
  return {
    id: mission.id,
    metric: mission.metric,
    target: mission.target,
    progress,
    reward: mission.reward,
    done: progress >= mission.target,
  };
}

/** Coins held: those missions paid and those granted, less those spent (never below 0). */
export function gamificationCoins(input: {
  missions: readonly Pick<GamificationMission, 'done' | 'reward'>[];
  granted: number;
  spent: number;
}): number {
  const earned = input.missions.reduce(
    (sum, mission) => sum + (mission.done ? mission.reward : 0),
    0,
  );
  return Math.max(0, earned + input.granted - input.spent);
}

/** The modals of buying an item with coins. */
export type GamificationPurchaseModal = Extract<
  ModalName,
  | 'BUY_FREESPINS_EVENT'
  | 'BUY_MONEY_EVENT'
  | 'NO_COINS_FOR_FREESPIN_EVENT'
  | 'NO_COINS_FOR_MONEY_EVENT'
  | 'SMARTICO_DEPOSIT_FIRST'
>;

/**
 * What pressing "buy" opens: the store sells to players who have deposited (a first deposit
 * first: SMARTICO_DEPOSIT_FIRST); with too few coins the no-coins modal of the item's kind; else
 * the confirmation of its kind.
 */
export function gamificationPurchaseModal(input: {
  hasDeposited: boolean;
  coins: number;
  item: Pick<GamificationItem, 'kind' | 'price'>;
}): GamificationPurchaseModal {
  if (!input.hasDeposited) return 'SMARTICO_DEPOSIT_FIRST';
  const spins = input.item.kind === 'free_spins';
  if (input.coins < input.item.price) {
    return spins ? 'NO_COINS_FOR_FREESPIN_EVENT' : 'NO_COINS_FOR_MONEY_EVENT';
  }
  return spins ? 'BUY_FREESPINS_EVENT' : 'BUY_MONEY_EVENT';
}

// The panel's protocol.

/** The panel to the app. */
export const GAMIFICATION_PANEL_READY = 'lumo-gamification:ready';
export const GAMIFICATION_PANEL_HEIGHT = 'lumo-gamification:height';
export const GAMIFICATION_PANEL_BUY = 'lumo-gamification:buy';
export const GAMIFICATION_PANEL_ACTION = 'lumo-gamification:action';

/** The app to the panel. */
export const GAMIFICATION_HOST_STATE = 'lumo-gamification:state';
export const GAMIFICATION_HOST_TEARDOWN = 'lumo-gamification:teardown';

/** The tallest panel the app follows: a runaway height must not make the page endless. */
export const GAMIFICATION_PANEL_MAX_HEIGHT = 10_000;

export const gamificationPanelMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(GAMIFICATION_PANEL_READY) }).strict(),
  z
    .object({
      type: z.literal(GAMIFICATION_PANEL_HEIGHT),
      height: z.number().int().min(0).max(1_000_000),
    })
    .strict(),
  /** The player pressed an item's buy button: the app decides what opens. */
  z.object({ type: z.literal(GAMIFICATION_PANEL_BUY), itemId: gamificationItemIdSchema }).strict(),
  /** The player moved to another part of the panel (its tabs): the app's address follows. */
  z
    .object({ type: z.literal(GAMIFICATION_PANEL_ACTION), action: gamificationActionSchema })
    .strict(),
]);
/** What the panel may tell the app. */
export type GamificationPanelMessage = z.infer<typeof gamificationPanelMessageSchema>;

export const gamificationHostMessageSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal(GAMIFICATION_HOST_STATE),
      action: gamificationActionSchema,
      language: languageCodeSchema,
      profile: gamificationProfileSchema,
    })
    .strict(),
  z.object({ type: z.literal(GAMIFICATION_HOST_TEARDOWN) }).strict(),
]);
/** What the app may tell the panel. */
export type GamificationHostMessage = z.infer<typeof gamificationHostMessageSchema>;

/** A message from the panel as the app acts on it, or undefined for anything else. */
export function parseGamificationPanelMessage(data: unknown): GamificationPanelMessage | undefined {
  const parsed = gamificationPanelMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** A message from the app as the panel acts on it, or undefined for anything else. */
export function parseGamificationHostMessage(data: unknown): GamificationHostMessage | undefined {
  const parsed = gamificationHostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether a message event may be acted on: it comes from the panel's exact origin and from the
 * panel's own window. An origin check alone would take a second frame of the same service; a
 * window check alone would take a frame that navigated elsewhere.
 */
export function isFromPanel(
  event: { origin: string; source: unknown },
  panel: { origin: string; window: unknown },
): boolean {
  return panel.window !== null && event.origin === panel.origin && event.source === panel.window;
}

/** An event the service announces to the player (EVENT): a title and its text. */
export const gamificationAnnouncementSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(120),
    text: z.string().min(1).max(1_000),
  })
  .strict();
export type GamificationAnnouncement = z.infer<typeof gamificationAnnouncementSchema>;
