import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { iconButtonClassName, type IconButtonLook } from './button-look.js';
import { Icon, type IconName } from './icon.js';

export interface IconButtonProps
  extends
    IconButtonLook,
    Omit<
      AriaButtonProps,
      'className' | 'style' | 'children' | 'render' | 'aria-label' | 'aria-labelledby'
    > {
  /** What the button does, for screen readers: an icon alone says nothing. */
  label: string;
  icon: IconName;
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
      className={iconButtonClassName({ variant, size }, className)}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </AriaButton>
  );
}
