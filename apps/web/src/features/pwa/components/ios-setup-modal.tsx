import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { useSession } from '../../../lib/session.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';
import styles from './install.module.css';

const SAFARI_STEPS = ['share', 'add', 'confirm'] as const;
const OTHER_STEPS = ['share', 'add'] as const;

/**
 * IOS_SETUP_MODAL: how to add the app on iOS, from the Share menu: Safari's steps, and Chrome's or
 * Edge's (iOS 16.4 and later), the browser in use first.
 */
export function IosSetupModal({ data, onClose }: ModalProps<'IOS_SETUP_MODAL'>) {
  const { t } = useTranslation(PWA_NAMESPACE);
  const brand = useSession().bootstrap?.settings.brandName ?? 'Lumo Casino';
  const safari = (
    <section key="safari" className={styles.steps} aria-labelledby="ios-setup-safari">
      <h3 id="ios-setup-safari" className={styles.stepsTitle}>
        {t('ios.safari')}
      </h3>
      <ol className={styles.list}>
        {SAFARI_STEPS.map((step) => (
          <li key={step}>{t(`ios.safariSteps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
  const other = (
    <section key="other" className={styles.steps} aria-labelledby="ios-setup-other">
      <h3 id="ios-setup-other" className={styles.stepsTitle}>
        {t('ios.other')}
      </h3>
      <ol className={styles.list}>
        {OTHER_STEPS.map((step) => (
          <li key={step}>{t(`ios.otherSteps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
  return (
    <Dialog
      title={t('ios.title', { brand })}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button autoFocus onPress={onClose}>
            {t('ios.done')}
          </Button>
        </div>
      }
    >
      <div className={styles.column}>
        <p className={styles.lead}>{t('ios.intro')}</p>
        {data.browser === 'safari' ? [safari, other] : [other, safari]}
      </div>
    </Dialog>
  );
}
