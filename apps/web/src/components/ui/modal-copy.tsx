import type { ReactNode } from 'react';
import { Icon } from './icon.js';
import styles from './modal-copy.module.css';

// The copy most confirmation modals are made of: a column of parts, a lead sentence, and a
// warning of what the action costs, marked with the alert sign.

export function ModalBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

export function ModalLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}

export function ModalWarning({ children }: { children: ReactNode }) {
  return (
    <p className={styles.warning}>
      <Icon name="alert" />
      <span>{children}</span>
    </p>
  );
}
