import { bonusShelves } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { AccountLayout } from '../../account/public.js';
import { useBonusList, useBonusQueue } from '../api/bonuses.js';
import { BonusShelf } from '../components/bonus-shelf.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './pages.module.css';

/**
 * account/bonuses: the bonus being wagered ('Bonus not found' without one) and the queue ('No
 * bonuses found in the queue' when empty), inside the account's layout, with the way to the offers.
 */
export function AccountBonusesPage() {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { t: message } = useTranslation();
  const { href } = useLanguage();
  const list = useBonusList();
  const queue = useBonusQueue();
  const failed = list.isError ? list : queue.isError ? queue : undefined;
  const active = list.data === undefined ? undefined : bonusShelves(list.data.items).active;

  return (
    <AccountLayout title={t('account.title')}>
      {failed === undefined ? (
        <div className={styles.page}>
          <BonusShelf
            title={t('account.active')}
            bonuses={active === undefined ? undefined : active === null ? [] : [active]}
            active={active}
            empty={message('errors.bonusNotFound')}
          />
          <BonusShelf
            title={t('account.queue')}
            bonuses={queue.data?.items}
            active={active}
            empty={message(queue.data?.emptyMessageKey ?? 'errors.noBonusesInQueue')}
          />
          <div>
            <ButtonLink to={href(path('bonuses'))} variant="secondary">
              {t('account.offers')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ErrorState
          message={errorMessageOf(failed.error)}
          isRetrying={failed.isFetching}
          onRetry={() => {
            void list.refetch();
            void queue.refetch();
          }}
        />
      )}
    </AccountLayout>
  );
}
