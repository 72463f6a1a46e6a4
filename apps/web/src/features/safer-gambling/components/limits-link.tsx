import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';

/**
 * The link that says "limits" (RTS 12: the limits one click from the main page and the deposit
 * pages): to the account's limits tab. Its words are the app's own, loaded with the shell.
 */
export function LimitsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <Link to={href(path('accountLimits'))} className={className} data-testid="limits-link">
      <Icon name="shield" />
      {t('saferGambling.limits')}
    </Link>
  );
}
