import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/ui/drawer.js';
import styles from './nav-drawer.module.css';

/**
 * The sidebar as a sheet from the start side below 1024 px: the kit's Drawer keeps focus inside,
 * closes on Escape, a tap beside it and its close button, and gives focus back to the menu button.
 * The layout hands it the sidebar, whose code the shell has already.
 */
export function NavDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer
      side="start"
      title={t('nav.main')}
      closeLabel={t('nav.closeMenu')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isFlush
      className={styles.drawer}
    >
      {children}
    </Drawer>
  );
}
