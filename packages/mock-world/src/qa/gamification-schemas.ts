import { z } from 'zod';

// The bodies of QA's gamification controls (docs/UPSTREAMS.md, "QA controls"): the coins a player
// holds, the progress of their missions, and an event announced to them.

/** The service's mission ids (state/gamification.ts). */
export const QA_MISSION_IDS = ['spin-10', 'spin-50', 'win-5'] as const;

export const gamificationPatchSchema = z
  .object({
    /** The coins held from now; missions finished later pay on top. */
    coins: z.number().int().min(0).max(1_000_000),
    /** A mission's progress from now, spins played later counting on top. */
    missionProgress: z.partialRecord(z.enum(QA_MISSION_IDS), z.number().int().min(0).max(10_000)),
  })
  .partial()
  .strict();
export type GamificationPatch = z.input<typeof gamificationPatchSchema>;

export const gamificationAnnouncementRequestSchema = z
  .object({
    title: z.string().min(1).max(120),
    text: z.string().min(1).max(1_000),
  })
  .strict();
export type GamificationAnnouncementRequest = z.input<typeof gamificationAnnouncementRequestSchema>;
