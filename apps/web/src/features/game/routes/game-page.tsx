import { parseGamePathSegment } from '@casino/shared';
import { useParams } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { GameScreen } from '../components/game-screen.js';

/**
 * game/{id}-{slug}[/demo] (SPEC.md section 2): the id is read from the segment, the slug is
 * decoration. game/ with no id goes to the games (SPEC-NOTES); anything unreadable is the 404.
 */
export function GamePage() {
  const { gameId, demo } = useParams();
  if (gameId === undefined) return <RedirectTo to={path('games')} />;
  const id = parseGamePathSegment(gameId);
  if (id === null || (demo !== undefined && demo !== 'demo')) {
    return <RedirectTo to={path('notFound')} />;
  }
  // A new game is a new screen: nothing of the last one's launch, frame or full screen stays.
  return <GameScreen key={id} gameId={id} mode={demo === undefined ? 'real' : 'demo'} />;
}
