import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import styles from './support-chat.module.css';

/**
 * The support chat: SUPPORT_CHAT_URL in a frame, or in mock mode without one a small practice
 * chat, so the footer's support block always leads somewhere. Focus goes back to the button that
 * opened it.
 */
export function SupportChat({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('support.title')}
      size="lg"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {url === null ? (
        <div className={styles.mock}>
          <p className={styles.bubble}>{t('support.greeting')}</p>
          <p className={styles.note}>{t('support.mockNote')}</p>
        </div>
      ) : (
        <iframe className={styles.frame} src={url} title={t('support.title')} />
      )}
    </Dialog>
  );
}
