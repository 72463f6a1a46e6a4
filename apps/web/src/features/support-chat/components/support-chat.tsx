import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';

/**
 * The support chat: SUPPORT_CHAT_URL in a frame, or in mock mode without one a small practice
 * chat, so the footer's support block always leads somewhere.
 */
export function SupportChat({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('support.title')} onClose={onClose} size="large">
      {url === null ? (
        <div className="support-chat support-chat--mock">
          <p className="support-chat__bubble">{t('support.greeting')}</p>
          <p className="support-chat__note">{t('support.mockNote')}</p>
        </div>
      ) : (
        <iframe className="support-chat__frame" src={url} title={t('support.title')} />
      )}
    </Modal>
  );
}
