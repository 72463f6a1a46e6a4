import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.js';
import { cx } from '../../../components/ui/class-names.js';
import { Icon, type IconName } from '../../../components/ui/icon.js';
import styles from './game-modals.module.css';

/** The look every game modal shares: the kit's Dialog, an icon, the message, the actions. */
export function GameModalFrame({
  title,
  icon,
  tone,
  onClose,
  actions,
  children,
}: {
  title: string;
  icon: IconName;
  tone: 'warning' | 'info' | 'accent';
  onClose: () => void;
  /** The buttons, the main one last (first on a phone, where they stack). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={actions === undefined ? undefined : <div className={styles.actions}>{actions}</div>}
    >
      <div className={styles.body}>
        <span className={cx(styles.icon, styles[tone])}>
          <Icon name={icon} size={24} />
        </span>
        {children}
      </div>
    </Dialog>
  );
}
