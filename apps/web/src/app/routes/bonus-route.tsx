import { useParams } from 'react-router-dom';
import { useSession } from '../../lib/session.js';
import { TitledPage } from './titled-page.js';

/** bonuses/{id}: the catch game when id is CATCH_GAME_ID, otherwise the bonus's details. */
export function BonusRoute() {
  const { bonus } = useParams();
  const catchGameId = useSession().bootstrap?.settings.catchGameId;
  const isCatchGame = catchGameId !== undefined && bonus === String(catchGameId);
  return <TitledPage titleKey={isCatchGame ? 'pages.catchGame' : 'pages.bonus'} />;
}
