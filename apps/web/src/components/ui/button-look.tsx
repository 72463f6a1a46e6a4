import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { cx } from './class-names.js';
import iconStyles from './icon-button.module.css';

// The looks of Button and IconButton without React Aria: the kit's buttons take their classes
// from here, and so do the shell's native buttons and links (header, sidebar, footer, cookie
// banner), so that the first screen loads no headless library.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: the one main action of a view; danger: an action that loses something. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  block?: boolean;
}

/**
 * The classes of a button's look: for the kit's Button, the link that looks like one, and a
 * native `<button>` of the shell.
 */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  className?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export interface ButtonLinkProps extends ButtonLook, Omit<LinkProps, 'className' | 'style'> {
  className?: string;
}

/** A link that looks like a button: navigation inside the app, through react-router. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, block }, className)} />;
}

export interface IconButtonLook {
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
}

/** The classes of a square icon button's look: IconButton, or a native button or link. */
export function iconButtonClassName(
  { variant = 'ghost', size = 'md' }: IconButtonLook,
  className?: string,
): string {
  return cx(iconStyles.button, iconStyles[variant], iconStyles[size], className);
}
