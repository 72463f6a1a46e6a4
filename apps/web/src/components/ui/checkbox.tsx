import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { FieldError } from 'react-aria-components/FieldError';
import styles from './checkbox.module.css';
import fieldStyles from './field.module.css';
import { cx } from './class-names.js';
import { Icon } from './icon.js';
import { useFormField } from './use-form-field.js';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'style' | 'children' | 'isInvalid' | 'validate' | 'validationBehavior'
> {
  /** The label: text, or text with links (terms, privacy policy). */
  children: ReactNode;
  /** The error shown under the box, already translated; its presence marks it invalid. */
  errorMessage?: string | undefined;
  className?: string;
}

/** A checkbox with its label beside it, and its error under it (a consent that must be given). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? <Icon name="check" size={16} /> : null}
              {isIndeterminate ? <span className={styles.dash} /> : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

export type FormCheckboxProps = { name: string } & Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A Checkbox of the enclosing `<Form>`, by name; the form holds a boolean. */
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <Checkbox
      {...props}
      {...field}
      isSelected={value === true}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
