import type { Winner, WinnersKind } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Marquee } from '../../../components/ui/marquee.js';
import { Money } from '../../../components/ui/money.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import type { WinnersTab } from '../rules/main-page.js';
import styles from './winners-table.module.css';

// The top-winners table (SPEC.md section 2): four tabs, each a list of game, player and profit.
// A chunk of its own, loaded when the player comes near it: it sits far below the fold and
// brings the tabs and the marquee, which nothing above it needs.

function winnerKey(winner: Winner, index: number): string {
  return `${String(index)}-${winner.login}-${String(winner.game.id)}`;
}

/**
 * The game's name and, on a phone, the player under it (the player's own column is left out
 * there, so the name has room).
 */
function GameAndPlayer({ winner }: { winner: Winner }) {
  return (
    <span className={styles.gameCell}>
      <span className={styles.game}>{winner.game.name}</span>
      <span className={styles.playerUnder}>{winner.login}</span>
    </span>
  );
}

/**
 * The latest winners of the week, rolling upwards in a list of --winners-list-height (630 px, set
 * by the page), paused on hover and focus and by its button; still under reduced motion.
 */
function LatestWinners({ rows }: { rows: readonly Winner[] }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  return (
    <div className={styles.latest}>
      <div className={styles.head} aria-hidden="true">
        <span>{t('winners.game')}</span>
        <span className={styles.player}>{t('winners.player')}</span>
        <span className={styles.amount}>{t('winners.profit')}</span>
      </div>
      <Marquee label={t('winners.latestOfWeek')} orientation="vertical" className={styles.marquee}>
        <ul className={styles.rows}>
          {rows.map((winner, index) => (
            <li key={winnerKey(winner, index)} className={styles.row}>
              <GameAndPlayer winner={winner} />
              <span className={styles.player}>{winner.login}</span>
              <Money
                className={styles.amount}
                amount={winner.amount}
                currency={winner.currency}
                tone="win"
              />
            </li>
          ))}
        </ul>
      </Marquee>
    </div>
  );
}

/** A top list (3, 5 or 10): a table ranked from the largest profit. */
function TopWinners({ kind, rows }: { kind: WinnersKind; rows: readonly Winner[] }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t(`winners.${kind}`)}</caption>
      <thead>
        <tr className={styles.head}>
          <th scope="col" className={styles.rank}>
            <span className="visually-hidden">{t('winners.rank')}</span>
          </th>
          <th scope="col">{t('winners.game')}</th>
          <th scope="col" className={styles.player}>
            {t('winners.player')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('winners.profit')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((winner, index) => (
          <tr key={winnerKey(winner, index)} className={styles.row}>
            <td className={styles.rank} data-first={index === 0 || undefined}>
              {index + 1}
            </td>
            <td>
              <GameAndPlayer winner={winner} />
            </td>
            <td className={styles.player}>{winner.login}</td>
            <td className={styles.amount}>
              <Money amount={winner.amount} currency={winner.currency} tone="win" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tabs of the lists the lobby answered (rules/main-page.ts decides which, and how long). */
export function WinnersTable({ tabs }: { tabs: readonly WinnersTab[] }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  return (
    <Tabs
      label={t('winners.tabs')}
      className={styles.tabs}
      tabs={tabs.map(({ kind, rows }) => ({
        id: kind,
        label: t(`winners.${kind}`),
        content:
          kind === 'weekly' ? (
            <LatestWinners rows={rows} />
          ) : (
            <TopWinners kind={kind} rows={rows} />
          ),
      }))}
    />
  );
}
