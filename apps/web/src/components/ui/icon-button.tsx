import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import styles from './icon-button.module.css';
import { cx } from './class-names.js';
import { Icon, type IconName } from './icon.js';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'render' | 'aria-label' | 'aria-labelledby'
> {
  /** What the button does, for screen readers: an icon alone says nothing. */
  label: string;
  icon: IconName;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A square button showing only an icon; its label is required. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={cx(styles.button, styles[variant], styles[size], className)}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </AriaButton>
  );
}
