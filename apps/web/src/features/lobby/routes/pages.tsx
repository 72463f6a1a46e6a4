import { gameCategoryByPath } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { path } from '../../../config/paths.js';
import { RedirectTo } from '../../../lib/redirect.js';

export function MainPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.main')} />;
}

export function GamePage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.game')} />;
}

export function JackpotsPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.jackpots')} />;
}

/** games/{categoryId?}: a known category (none is slots) titles the page; others are the 404. */
export function GamesPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const category = gameCategoryByPath(categoryId);
  if (category === undefined) return <RedirectTo to={path('notFound')} />;
  return <TitledPage title={t(category.titleKey)} />;
}
