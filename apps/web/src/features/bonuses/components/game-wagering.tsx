import { bonusShelves, liveWagering, minWidthQuery } from '@casino/shared';
import type { GameSlotContext } from '../../../lib/game-slot.js';
import { useSession } from '../../../lib/session.js';
import { useMediaQuery } from '../../../lib/use-media-query.js';
import { useBonusList } from '../api/bonuses.js';
import { WageringMeter } from './wagering-meter.js';

/** From 768 px the game's toolbar is one row with room for the figures (game-page.module.css). */
const ROOMY_QUERY = minWidthQuery(768);

/**
 * Beside a running game played for real money: the wagering of the active bonus, live. Each bet
 * makes the casino publish a balance change, which reads the bonus list again (the bonuses'
 * realtime handler), so the meter moves within a second of the bet. Nothing shows for a guest, a
 * demo, or without a bonus being wagered.
 */
export function GameWagering({ mode }: GameSlotContext) {
  const { player } = useSession();
  const list = useBonusList();
  // A phone's toolbar row has room for the name and the track only (the figures are read out).
  const roomy = useMediaQuery(ROOMY_QUERY);
  if (player === null || mode !== 'real' || list.data === undefined) return null;
  const active = bonusShelves(list.data.items).active;
  const wager = active === null ? null : liveWagering(active);
  if (active === null || wager === null) return null;
  return <WageringMeter wager={wager} currency={active.currency} compact={roomy} brief={!roomy} />;
}
