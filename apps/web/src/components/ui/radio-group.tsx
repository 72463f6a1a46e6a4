import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import fieldStyles from './field.module.css';
import styles from './radio-group.module.css';
import { cx } from './class-names.js';
import type { Option } from './select.js';
import type { FieldLabelling } from './text-field.js';
import { useFormField } from './use-form-field.js';

export interface RadioOption extends Option {
  /** A second line under the option's label. */
  description?: string;
}

export interface RadioGroupProps
  extends
    FieldLabelling,
    Omit<
      AriaRadioGroupProps,
      | 'className'
      | 'style'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
    > {
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  inputRef?: (element: HTMLElement | null) => void;
}

/** A set of options of which one is chosen; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  options,
  inputRef,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const isInvalid = errorMessage !== undefined;
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option, index) => (
          <RadioField
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            inputRef={index === 0 ? inputRef : undefined}
            className={styles.option}
          >
            <RadioButton className={styles.radio}>
              <span className={styles.circle} aria-hidden="true" />
              <span className={styles.label}>{option.label}</span>
            </RadioButton>
            {option.description === undefined ? null : (
              <Text slot="description" className={styles.description}>
                {option.description}
              </Text>
            )}
          </RadioField>
        ))}
      </div>
      {description === undefined ? null : (
        <Text slot="description" elementType="div" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export type FormRadioGroupProps = { name: string } & Omit<
  RadioGroupProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A RadioGroup of the enclosing `<Form>`, by name; the form holds the option id. */
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <RadioGroup
      {...props}
      {...field}
      value={typeof value === 'string' && value !== '' ? value : null}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
