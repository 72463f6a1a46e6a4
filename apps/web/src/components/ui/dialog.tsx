import { OverlayDialog, type OverlayDialogProps } from './overlay-dialog.js';

export type { DialogContent } from './overlay-dialog.js';

export interface DialogProps extends OverlayDialogProps {
  size?: 'md' | 'lg';
}

/**
 * A modal dialog in the middle of the screen: a title (required), a close button, Escape, focus
 * kept inside and given back to the trigger.
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return <OverlayDialog {...props} placement={size === 'lg' ? 'centre-large' : 'centre'} />;
}
