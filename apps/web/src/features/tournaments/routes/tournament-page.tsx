import { tournamentPhase, type Game } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Money } from '../../../components/ui/money.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { GameRow, useTileContext } from '../../lobby/public.js';
import {
  useLocalTournament,
  useNetworkTournament,
  useRefreshTournaments,
} from '../api/tournaments.js';
import { Leaderboard } from '../components/leaderboard.js';
import { Standing } from '../components/standing.js';
import { TournamentPhase } from '../components/tournament-phase.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import { formatDateTime, formatDuration } from '../rules/format.js';
import { TournamentList } from './tournaments-page.js';
import styles from './tournament-page.module.css';

type TournamentQuery = ReturnType<typeof useLocalTournament>;
type TournamentDetail = NonNullable<TournamentQuery['data']>;

const tournamentIdSchema = z.coerce.number().int().positive();

/** tournaments/local/{id}. */
export function LocalTournamentPage() {
  const { tournamentId } = useParams();
  const parsed = tournamentIdSchema.safeParse(tournamentId);
  const query = useLocalTournament(parsed.success ? parsed.data : null);
  return <TournamentScreen query={query} known={parsed.success} />;
}

/** tournaments/network/{code}; without a code, the list (network tab first). */
export function NetworkTournamentsPage() {
  const { code } = useParams();
  if (code === undefined || code === '') return <TournamentList defaultFilter="network" />;
  return <NetworkTournament code={code} />;
}

function NetworkTournament({ code }: { code: string }) {
  const known = /^[a-z0-9-]{1,80}$/.test(code);
  const query = useNetworkTournament(known ? code : null);
  return <TournamentScreen query={query} known={known} />;
}

function TournamentScreen({ query, known }: { query: TournamentQuery; known: boolean }) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  const { href } = useLanguage();
  const back = (
    <ButtonLink to={href(path('tournaments'))} variant="secondary">
      {t('detail.back')}
    </ButtonLink>
  );
  if (!known || errorCodeOf(query.error) === 'NOT_FOUND') {
    return <EmptyState title={t('detail.notFound')} headingLevel={1} icon="trophy" action={back} />;
  }
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <TournamentSkeleton />;
  return <TournamentView tournament={query.data} />;
}

function TournamentView({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NAMESPACE);
  const { href } = useLanguage();
  const { player, now } = useSession();
  const refresh = useRefreshTournaments();
  const tiles = useTileContext();
  const { start, end } = tournament.duration;
  const phase = tournamentPhase(tournament, now()).phase;
  const finished = phase === 'finished';
  const rows = finished
    ? tournament.results.slice(0, Math.max(tournament.leaderboard.length, 1))
    : tournament.leaderboard;
  const updated = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(tournament.date),
  );

  let boardNote: string | null = null;
  if (phase === 'upcoming') boardNote = t('board.notStarted');
  else if (rows.length === 0) boardNote = t('board.empty');

  return (
    <article aria-labelledby="page-title" className={styles.page}>
      <header className={styles.header}>
        <Link to={href(path('tournaments'))} className={styles.back}>
          {t('detail.back')}
        </Link>
        <p className={styles.kind}>{t(`kind.${tournament.kind}`)}</p>
        <PageTitle title={tournament.name} />
        <TournamentPhase tournament={tournament} onPhaseEnd={refresh} />
      </header>

      <section aria-labelledby="tournament-facts">
        <h2 id="tournament-facts" className="visually-hidden">
          {t('detail.facts')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.pool}>
            <dt>{t('detail.prizePool')}</dt>
            <dd>
              <Money {...tournament.prizePool} decimals={0} />
            </dd>
          </div>
          <div>
            <dt>{t('detail.duration')}</dt>
            <dd>{formatDuration(Date.parse(end) - Date.parse(start), i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('detail.winners')}</dt>
            <dd>{tournament.numberOfWinners}</dd>
          </div>
          <div>
            <dt>{t('detail.minBet')}</dt>
            <dd>
              <Money {...tournament.minBet} />
            </dd>
          </div>
          <div>
            <dt>{t('detail.starts')}</dt>
            <dd>
              <time dateTime={start}>{formatDateTime(start, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('detail.ends')}</dt>
            <dd>
              <time dateTime={end}>{formatDateTime(end, i18n.language)}</time>
            </dd>
          </div>
        </dl>
      </section>

      {tournament.user !== null && tournament.standing !== null ? (
        <Standing
          user={tournament.user}
          standing={tournament.standing}
          minBet={tournament.minBet}
        />
      ) : null}

      <div className={styles.columns}>
        <div className={styles.main}>
          <Leaderboard
            title={t(finished ? 'board.results' : 'board.leaderboard')}
            rows={rows}
            own={tournament.user}
            note={phase === 'running' ? t('board.updated', { time: updated }) : undefined}
          />
          {boardNote === null ? null : <p className={styles.note}>{boardNote}</p>}
          {phase === 'running' && player === null ? (
            <p className={styles.note}>
              {t('board.guest')}{' '}
              <Link to={href(path('login'))} className={styles.inline}>
                {t('board.signIn')}
              </Link>
            </p>
          ) : null}
          {phase === 'running' && player !== null && tournament.user === null ? (
            <p className={styles.note}>{t('board.notIn')}</p>
          ) : null}
        </div>
        <Prizes tournament={tournament} />
      </div>

      {tournament.games.length === 0 ? null : (
        <TournamentGames games={tournament.games} title={t('detail.games')} tiles={tiles} />
      )}
    </article>
  );
}

function TournamentGames({
  games,
  title,
  tiles,
}: {
  games: readonly Game[];
  title: string;
  tiles: ReturnType<typeof useTileContext>;
}) {
  return (
    <div className={styles.games}>
      <GameRow title={title} games={games} tiles={tiles} autoplay={false} />
    </div>
  );
}

function Prizes({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  return (
    <section className={styles.prizes} aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes" className={styles.sectionTitle}>
        {t('detail.prizes')}
      </h2>
      <ol className={styles.prizeList}>
        {tournament.prizes.map(({ place, prize }) => (
          <li key={place} className={styles.prize}>
            <span className={styles.prizePlace}>
              {t('detail.place')} {place}
            </span>
            <Money {...prize} decimals={0} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The page's frame while the tournament loads: the header, facts and board at their sizes. */
function TournamentSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.header}>
        <Skeleton width={120} height={20} shape="text" />
        <Skeleton width="60%" height={40} shape="text" />
        <Skeleton width={200} height={24} shape="text" />
      </div>
      <Skeleton width="100%" height={136} />
      <div className={styles.columns}>
        <Skeleton width="100%" height={880} />
        <Skeleton width="100%" height={320} />
      </div>
    </div>
  );
}
