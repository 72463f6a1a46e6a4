import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { cx } from './class-names.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: the one main action of a view; danger: an action that loses something. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  block?: boolean;
}

/** The classes of a button's look, for the button and the link that looks like one. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  className?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export interface ButtonProps
  extends
    ButtonLook,
    Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending' | 'render'> {
  children: ReactNode;
  /**
   * A spinner beside the label; presses are ignored, focus stays, screen readers hear the label
   * and "Loading", and the button carries aria-busy.
   */
  isLoading?: boolean;
  className?: string;
}

/** A button: presses by mouse, touch and keyboard alike (React Aria's press events). */
export function Button({
  variant,
  size,
  block,
  isLoading = false,
  className,
  children,
  ...props
}: ButtonProps) {
  const { t } = useTranslation('kit');
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      className={buttonClassName({ variant, size, block }, className)}
      render={(domProps) => <button {...domProps} aria-busy={isLoading || undefined} />}
    >
      {isLoading ? (
        <ProgressBar isIndeterminate aria-label={t('loading')} className={styles.spinner} />
      ) : null}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
}

export interface ButtonLinkProps extends ButtonLook, Omit<LinkProps, 'className' | 'style'> {
  className?: string;
}

/** A link that looks like a button: navigation inside the app, through react-router. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, block }, className)} />;
}
