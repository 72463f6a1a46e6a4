import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useStartMiniGame } from '../hooks/use-start-mini-game.js';

/**
 * lucky-pigeon (SPEC.md section 2): opens the bird game (for a guest, sign-up in place, the game
 * after it), then goes to main, where the modal stays open over the page.
 */
export function LuckyPigeonPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const start = useStartMiniGame();
  const navigate = useNavigate();
  const { href } = useLanguage();
  const started = useRef(false);
  useEffect(() => {
    if (status === 'pending' || started.current) return;
    started.current = true;
    start('lucky_pigeon');
    void navigate(href(path('main')), { replace: true });
  }, [status, start, navigate, href]);
  return <TitledPage title={t('pages.luckyPigeon')} />;
}
