import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageOf, type ErrorMessage } from '../../lib/app-error.js';
import { FieldRefusal, fieldErrorMessage, schemaResolver } from '../../lib/form-resolver.js';
import styles from './form.module.css';
import { OfflineNotice, useMoneyActionsBlocked } from './offline-guard.js';
import { Button, type ButtonProps } from './button.js';
import { cx } from './class-names.js';
import { Icon } from './icon.js';

export interface FormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared zod schema the procedure takes as input; its errors are catalogue keys. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Receives the parsed values, and may return a promise. A rejection is shown above the fields:
   * the BFF's message when it refused (its message key), the generic message for anything else;
   * a FieldRefusal (lib/form-resolver.ts) under its field.
   */
  onSubmit: (values: z.output<S>) => unknown;
  children: ReactNode;
  /** Names the form for screen readers when no heading does. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A form over react-hook-form, validated by a shared schema: each field (FormTextField,
 * FormPasswordField …, by name) shows its error's message in the page's language, and the first
 * invalid field takes focus on submit.
 */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  ...props
}: FormProps<S>) {
  const { t } = useTranslation();
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    // Errors appear once a field is left, then follow each change.
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<ErrorMessage>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof FieldRefusal) {
        // Cleared by the field's next validation, as any error of it.
        const types = Object.fromEntries(
          Object.entries(error.values).map(([name, value]) => [name, String(value)]),
        );
        form.setError(error.field as Path<z.input<S>>, {
          type: 'refused',
          message: error.key,
          types,
        });
        form.setFocus(error.field as Path<z.input<S>>);
        return;
      }
      setFailure(errorMessageOf(error));
    }
  });
  // An error of the whole value (a schema refinement without a path) is the form's own.
  const formError = fieldErrorMessage(form.formState.errors.root) ?? failure;
  return (
    <FormProvider {...form}>
      <form
        {...props}
        noValidate
        className={cx(styles.form, className)}
        onSubmit={(event) => void submit(event)}
      >
        {formError === undefined ? null : (
          <p className={styles.alert} role="alert">
            <Icon name="alert" />
            <span>{t(formError.key, formError.values)}</span>
          </p>
        )}
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The submit button of the enclosing `<Form>`: busy while the submission runs. A press leaves
 * focus where it is: otherwise leaving the field would show its error first, the button would
 * move down under the pointer and the press would be lost (the first invalid field takes focus
 * anyway).
 */
export function FormSubmit({
  needsNetwork = false,
  isDisabled,
  ...props
}: Omit<ButtonProps, 'type' | 'isLoading'> & {
  /** A money action: disabled, with the offline notice, while the browser is offline. */
  needsNetwork?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const blocked = useMoneyActionsBlocked() && needsNetwork;
  // Its own notice: a form may sit in a modal, over the page's.
  const noticeId = useId();
  const button = (
    <Button
      {...props}
      type="submit"
      isLoading={isSubmitting}
      isDisabled={isDisabled === true || blocked}
      aria-describedby={blocked ? noticeId : undefined}
      preventFocusOnPress
    />
  );
  if (!needsNetwork) return button;
  return (
    <>
      <OfflineNotice id={noticeId} />
      {button}
    </>
  );
}
