import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessage } from '../../lib/form-resolver.js';

/** What a kit field needs from the form it belongs to. */
export interface FormFieldBinding {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Lets the form focus the first invalid field on submit. */
  inputRef: (element: HTMLElement | null) => void;
  isDisabled: boolean;
  /** The field's error in the page's language (the schema's message key, translated). */
  errorMessage: string | undefined;
}

/**
 * Connects a field to the enclosing `<Form>` by name: its value, its change and blur, and the
 * translated message of its error (SPEC.md section 8, from the shared catalogue).
 */
export function useFormField(name: string): FormFieldBinding {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldErrorMessage(fieldState.error);
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    isDisabled: field.disabled ?? false,
    errorMessage: error === undefined ? undefined : t(error.key, error.values),
  };
}
