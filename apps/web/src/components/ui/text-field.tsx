import type { ReactNode, Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import styles from './field.module.css';
import { cx } from './class-names.js';
import { useFormField } from './use-form-field.js';

/** What every kit field takes besides its value. */
export interface FieldLabelling {
  label: string;
  /** Help under the field; screen readers read it with the field. */
  description?: ReactNode;
  /** The error shown under the field, already translated; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  className?: string;
}

export interface TextFieldProps
  extends
    FieldLabelling,
    Omit<
      AriaTextFieldProps,
      'className' | 'style' | 'children' | 'isInvalid' | 'validate' | 'validationBehavior'
    > {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown before the value, inside the field (a currency sign). */
  prefix?: ReactNode;
  /** Shown after the value, inside the field (a unit). */
  suffix?: ReactNode;
  /** A control at the end of the field, such as an IconButton. */
  action?: ReactNode;
}

/** A labelled text input with its description and error. */
export function TextField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  inputRef,
  prefix,
  suffix,
  action,
  ...props
}: TextFieldProps) {
  const isInvalid = errorMessage !== undefined;
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <Label className={styles.label}>{label}</Label>
      <div
        className={styles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled === true || undefined}
      >
        {prefix === undefined ? null : <span className={styles.affix}>{prefix}</span>}
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        {suffix === undefined ? null : <span className={styles.affix}>{suffix}</span>}
        {action === undefined ? null : <span className={styles.action}>{action}</span>}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/** A field's description and its error message, below the control (both React Aria slots). */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description === undefined ? null : (
        <Text slot="description" elementType="div" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

export type FormTextFieldProps = { name: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A TextField of the enclosing `<Form>`, by name. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <TextField
      {...props}
      {...field}
      value={typeof value === 'string' ? value : ''}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
