import { z } from 'zod';
import { gameIdSchema } from './game.js';

// What a game frame may tell the page that embeds it, through postMessage (docs/UPSTREAMS.md,
// the game page). A frame is a third party: anything else it posts is ignored.

/** The demo asks to play the same game for real money (SWITCH_TO_GAME_MODAL). */
export const GAME_FRAME_SWITCH_TO_REAL = 'lumo:switch-to-real';

export const gameFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(GAME_FRAME_SWITCH_TO_REAL), gameId: gameIdSchema }),
]);
export type GameFrameMessage = z.infer<typeof gameFrameMessageSchema>;

/** A frame's message as the page acts on it, or undefined for anything it does not know. */
export function parseGameFrameMessage(data: unknown): GameFrameMessage | undefined {
  const parsed = gameFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
