import { OverlayDialog, type OverlayDialogProps } from './overlay-dialog.js';

export interface DrawerProps extends OverlayDialogProps {
  /** The side it slides in from: start (left in our languages) or end. */
  side?: 'start' | 'end';
}

/** A modal dialog as a full-height sheet at the side of the screen (filters, a cashier, a menu). */
export function Drawer({ side = 'end', ...props }: DrawerProps) {
  return <OverlayDialog {...props} placement={side} />;
}
