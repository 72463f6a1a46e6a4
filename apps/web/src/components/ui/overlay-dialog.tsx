import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './overlay-dialog.module.css';
import { cx } from './class-names.js';
import { IconButton } from './icon-button.js';

/** Content that may need to close its dialog (a Cancel button, a form that finished). */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface OverlayDialogProps {
  /** Names the dialog for screen readers, and heads it. */
  title: string;
  children: DialogContent;
  /** A row of actions at the bottom, outside the scrolling body. */
  footer?: DialogContent;
  /**
   * The element that opens it, a kit Button; focus goes back to it when the dialog closes.
   * Without a trigger the dialog is opened by isOpen (focus then goes back to where it was).
   */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click on the backdrop closes it too; Escape and the close button always do. */
  isDismissable?: boolean;
  /** alertdialog: an interruption that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The close button's label, where the kit's 'Close' says too little ('Close menu'). */
  closeLabel?: string;
  /** The body without padding, for content that brings its own (a navigation). */
  isFlush?: boolean;
  className?: string;
}

const contentOf = (content: DialogContent, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * The modal frame Dialog and Drawer share. React Aria keeps focus inside, closes on Escape,
 * hides the page behind from screen readers, stops it scrolling and gives focus back on close.
 */
export function OverlayDialog({
  placement,
  title,
  children,
  footer,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  closeLabel,
  isFlush = false,
  className,
}: OverlayDialogProps & { placement: 'centre' | 'centre-large' | 'start' | 'end' }) {
  const { t } = useTranslation('kit');
  const state = { isOpen, defaultOpen, onOpenChange };
  const isDrawer = placement === 'start' || placement === 'end';
  const overlay = (
    <ModalOverlay
      {...(trigger === undefined ? state : {})}
      isDismissable={isDismissable}
      className={cx(styles.overlay, isDrawer && styles.drawerOverlay, styles[placement])}
    >
      <Modal
        className={cx(
          styles.modal,
          isDrawer ? styles.drawer : styles.centred,
          placement === 'centre-large' && styles.large,
          className,
        )}
      >
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton icon="close" label={closeLabel ?? t('close')} onPress={close} />
              </header>
              <div className={cx(styles.body, isFlush && styles.flush)}>
                {contentOf(children, close)}
              </div>
              {footer === undefined ? null : (
                <footer className={styles.footer}>{contentOf(footer, close)}</footer>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) return overlay;
  return (
    <DialogTrigger {...state}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
