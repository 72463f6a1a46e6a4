import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Icon } from '../../../components/ui/icon.js';
import { LeadPage } from '../../../components/ui/lead-page.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { InstallCard } from '../components/install-card.js';
import styles from '../components/install.module.css';
import { createFullscreen } from '../install/fullscreen.js';
import { useInstallState } from '../install/install-store.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';

const BENEFITS = ['fast', 'offline', 'updates'] as const;

/**
 * install-app/{deviceId?}: a link for one kind of device (a text message's, a QR code's) names it;
 * anything else is detected.
 */
const deviceIdSchema = z.enum(['ios', 'android', 'desktop']);

function useBrand(): string {
  return useSession().bootstrap?.settings.brandName ?? 'Lumo Casino';
}

export function InstallAppPage() {
  const { t } = useTranslation(PWA_NAMESPACE);
  const brand = useBrand();
  const { deviceId } = useParams<{ deviceId?: string }>();
  const forced = deviceIdSchema.safeParse(deviceId);
  return (
    <LeadPage title={t('install.title')} lead={t('install.lead', { brand })}>
      <div className={styles.column}>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <Icon name="check" />
              <span>{t(`install.benefits.${benefit}`)}</span>
            </li>
          ))}
        </ul>
        <InstallCard forcedPlatform={forced.success ? forced.data : null} />
      </div>
    </LeadPage>
  );
}

const SERVER_FULLSCREEN = { supported: false, active: false };

/** Fullscreen's state for the toggle; nothing on the server. */
function useFullscreen() {
  const fullscreen = useMemo(
    () => (typeof document === 'undefined' ? null : createFullscreen(document)),
    [],
  );
  const active = useSyncExternalStore(
    (listener) => fullscreen?.subscribe(listener) ?? (() => undefined),
    () => fullscreen?.active() ?? false,
    () => SERVER_FULLSCREEN.active,
  );
  return { fullscreen, active };
}

/**
 * /pwa, where the installed app opens: the app's own page with the way into the lobby and the
 * fullscreen toggle, no install prompt. In a browser it is the instruction page.
 */
export function PwaPage() {
  const { t } = useTranslation(PWA_NAMESPACE);
  const brand = useBrand();
  const { href } = useLanguage();
  const { installed } = useInstallState();
  const { fullscreen, active } = useFullscreen();
  if (!installed) {
    return (
      <LeadPage title={t('pwa.title', { brand })} lead={t('pwa.notInstalled')}>
        <div className={styles.column}>
          <InstallCard forcedPlatform={null} />
          <div className={styles.row}>
            <ButtonLink to={href(path('installApp'))} variant="secondary">
              {t('pwa.installLink')}
            </ButtonLink>
            <ButtonLink to={href(path('main'))} variant="ghost">
              {t('pwa.lobby')}
            </ButtonLink>
          </div>
        </div>
      </LeadPage>
    );
  }
  return (
    <LeadPage title={t('pwa.title', { brand })} lead={t('pwa.lead')}>
      <div className={styles.row}>
        <ButtonLink to={href(path('main'))}>{t('pwa.lobby')}</ButtonLink>
        {fullscreen?.supported === true ? (
          <Button
            variant="secondary"
            onPress={() => {
              fullscreen.toggle().catch((error: unknown) => {
                console.warn('fullscreen failed', error);
              });
            }}
          >
            {active ? t('pwa.exitFullscreen') : t('pwa.fullscreen')}
          </Button>
        ) : null}
      </div>
    </LeadPage>
  );
}
