import { Label } from 'react-aria-components/Label';
import {
  RadioButton,
  RadioField,
  RadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import styles from './segmented-control.module.css';
import { cx } from './class-names.js';
import { Icon, type IconName } from './icon.js';
import type { Option } from './select.js';

export interface Segment extends Option {
  icon?: IconName;
}

export interface SegmentedControlProps extends Omit<
  AriaRadioGroupProps,
  | 'className'
  | 'style'
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'orientation'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
> {
  /** Names the choice for screen readers; shown only when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  /** Two views of one thing (banking/crypto, basic/bonus); more fit while they stay short. */
  segments: readonly [Segment, Segment, ...Segment[]];
  value?: string;
  defaultValue?: string;
  block?: boolean;
  className?: string;
}

/**
 * A switcher between a few views, one always chosen. It is a radio group: Tab enters it at the
 * chosen segment and the arrow keys move the choice.
 */
export function SegmentedControl({
  label,
  showLabel = false,
  segments,
  block = false,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      className={cx(styles.group, block && styles.block, className)}
    >
      <Label className={showLabel ? styles.label : 'visually-hidden'}>{label}</Label>
      <div className={styles.track}>
        {segments.map((segment) => (
          <RadioField
            key={segment.id}
            value={segment.id}
            isDisabled={segment.isDisabled}
            className={styles.field}
          >
            <RadioButton className={styles.segment}>
              {segment.icon === undefined ? null : <Icon name={segment.icon} size={16} />}
              {segment.label}
            </RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
