import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import styles from './button.module.css';
import { buttonClassName, type ButtonLook } from './button-look.js';

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
