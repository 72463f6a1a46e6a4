import { useSession } from '../../../lib/session.js';
import { Section, useQaT, type QaLevel } from './qa-controls.js';
import styles from './qa-panel.module.css';
import { CatchGameSection } from './sections/catch-game-section.js';
import { ClockSection } from './sections/clock-section.js';
import { EventsSection } from './sections/events-section.js';
import { GamificationSection } from './sections/gamification-section.js';
import { GeoSection } from './sections/geo-section.js';
import { JackpotsSection } from './sections/jackpots-section.js';
import { LimitsSection } from './sections/limits-section.js';
import { MiniGamesSection } from './sections/mini-games-section.js';
import { PlaySection } from './sections/play-section.js';
import { PlayerStateSection } from './sections/player-state-section.js';
import { PlayersSection } from './sections/players-section.js';
import { ProtectionSection } from './sections/protection-section.js';
import { UpstreamsSection } from './sections/upstreams-section.js';
import { WorldSection } from './sections/world-section.js';

// QA's controls of the mock world (docs/decisions/038-qa-panel.md), each section one group of
// /qa in its own file (sections/): it shows what the world holds, changes it through the typed
// client and says what it did. A new control: its method on the client (@casino/mock-world/qa),
// then a section (or a button in one) here.

/**
 * Every section of the panel: on its page (sections under the page's h1) and in the floating
 * control's panel (under the panel's h2).
 */
export function QaPanel({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { player } = useSession();
  const playerId = player?.id ?? null;
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('intro')}</p>
      <PlayersSection level={level} />
      {playerId === null ? (
        <Section title={t('state.title')} level={level}>
          <p className={styles.note}>{t('state.needPlayer')}</p>
        </Section>
      ) : (
        <PlayerStateSection key={playerId} level={level} playerId={playerId} />
      )}
      <ClockSection level={level} />
      {playerId === null ? (
        <Section title={t('events.title')} level={level}>
          <p className={styles.note}>{t('events.needPlayer')}</p>
        </Section>
      ) : (
        <EventsSection level={level} playerId={playerId} />
      )}
      <JackpotsSection level={level} playerId={playerId} />
      <MiniGamesSection level={level} playerId={playerId} />
      <CatchGameSection level={level} playerId={playerId} />
      <LimitsSection level={level} playerId={playerId} />
      <ProtectionSection level={level} playerId={playerId} />
      <GamificationSection level={level} playerId={playerId} />
      <GeoSection level={level} />
      <UpstreamsSection level={level} />
      <PlaySection level={level} playerId={playerId} />
      <WorldSection level={level} />
    </div>
  );
}
