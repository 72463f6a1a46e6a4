import { AMOUNT_PATTERN, CURRENCY_SIGNS, type CurrencyCode } from '@casino/shared';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.js';
import { useFormField } from './use-form-field.js';

/**
 * Whether a money field may hold this text: empty, or the shared amount pattern (digits, then
 * '.' or ',' and at most two decimals, no grouping), and never a minus (amounts are positive).
 */
export function isAmountText(text: string): boolean {
  return text === '' || (AMOUNT_PATTERN.test(text) && !text.startsWith('-'));
}

export interface NumberFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'prefix' | 'suffix'
> {
  /** Shows the currency's sign where the money format puts it (before for £ and $). */
  currency?: CurrencyCode;
}

/**
 * A money amount as text. Typing or pasting that would break the amount pattern is refused, so
 * the field never holds "1.000,50" or a third decimal; the form's schema (amountSchema,
 * depositAmountSchema) turns the text into a number and checks the limits.
 */
export function NumberField({
  currency,
  value,
  defaultValue,
  onChange,
  ...props
}: NumberFieldProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const sign = currency === undefined ? undefined : CURRENCY_SIGNS[currency];
  return (
    <TextField
      autoComplete="off"
      {...props}
      inputMode="decimal"
      value={current}
      onChange={(next) => {
        if (!isAmountText(next)) return;
        setOwnValue(next);
        onChange?.(next);
      }}
      prefix={sign?.position === 'before' ? sign.sign : undefined}
      suffix={sign?.position === 'after' ? sign.sign : undefined}
    />
  );
}

export type FormNumberFieldProps = { name: string } & Omit<
  NumberFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A NumberField of the enclosing `<Form>`, by name; the form holds the text. */
export function FormNumberField({ name, ...props }: FormNumberFieldProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <NumberField
      {...props}
      {...field}
      value={typeof value === 'string' ? value : ''}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
