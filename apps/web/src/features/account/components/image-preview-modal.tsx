import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import { Icon } from '../../../components/ui/icon.js';
import type { ModalProps } from '../../../lib/features.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './account-modals.module.css';

/**
 * IMAGE_PREVIEW: a verification document the player chose, shown large before it is sent; a PDF
 * is named only (the browser's viewer would run outside the page's rules).
 */
export function ImagePreviewModal({ data, onClose }: ModalProps<'IMAGE_PREVIEW'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Dialog
      title={data.name}
      size="lg"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {data.isImage ? (
        <img
          src={data.url}
          alt={t('verification.previewAlt', { name: data.name })}
          className={styles.previewImage}
        />
      ) : (
        <p className={styles.previewFile}>
          <Icon name="file" size={48} />
          <span>{t('verification.noPreview')}</span>
        </p>
      )}
    </Dialog>
  );
}
