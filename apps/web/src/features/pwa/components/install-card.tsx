import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { installPrompt, useInstallState } from '../install/install-store.js';
import {
  installPlatformOf,
  iosBrowserOf,
  type InstallPlatform,
} from '../install/install-prompt.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';
import styles from './install.module.css';

/** The device, read once mounted (never while rendering: the page may be drawn on the server). */
function useDetectedPlatform(forced: InstallPlatform | null): InstallPlatform | null {
  const [detected, setDetected] = useState<InstallPlatform | null>(null);
  useEffect(() => {
    setDetected(installPlatformOf(navigator));
  }, []);
  return forced ?? detected;
}

/**
 * What installing takes here: already installed, the browser's own prompt behind an Install
 * button, the iOS steps (IOS_SETUP_MODAL), or the browser menu's words.
 */
export function InstallCard({ forcedPlatform }: { forcedPlatform: InstallPlatform | null }) {
  const { t } = useTranslation(PWA_NAMESPACE);
  const { href } = useLanguage();
  const { open } = useModals();
  const { canPrompt, installed } = useInstallState();
  const platform = useDetectedPlatform(forcedPlatform);
  const [prompting, setPrompting] = useState(false);

  if (installed) {
    return (
      <div className={styles.card} role="status">
        <p>{t('install.installed')}</p>
        <ButtonLink to={href(path('main'))}>{t('install.open')}</ButtonLink>
      </div>
    );
  }
  if (platform === 'ios') {
    return (
      <div className={styles.card}>
        <p>{t('install.ios')}</p>
        <Button
          onPress={() => {
            open('IOS_SETUP_MODAL', { browser: iosBrowserOf(navigator.userAgent) });
          }}
        >
          {t('install.iosButton')}
        </Button>
      </div>
    );
  }
  if (canPrompt) {
    return (
      <div className={styles.card}>
        <Button
          isLoading={prompting}
          onPress={() => {
            setPrompting(true);
            installPrompt()
              .promptInstall()
              .catch((error: unknown) => {
                console.warn('the install prompt failed', error);
              })
              .finally(() => {
                setPrompting(false);
              });
          }}
        >
          {t('install.install')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <p>{t('install.manual')}</p>
    </div>
  );
}
