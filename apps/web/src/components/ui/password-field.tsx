import { PASSWORD_HINTS, PASSWORD_SYMBOLS, passwordHints } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './password-field.module.css';
import { cx } from './class-names.js';
import { IconButton } from './icon-button.js';
import { Icon } from './icon.js';
import { TextField, type TextFieldProps } from './text-field.js';
import { useFormField } from './use-form-field.js';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'prefix' | 'suffix' | 'action'
> {
  /**
   * The live checklist of SPEC.md section 5's four hints, for choosing a password (not for
   * logging in). Advice only: the hard rules (length, characters) are the shared schema's.
   */
  showHints?: boolean;
}

/** A password input with a show/hide toggle and, for a new password, the hints checklist. */
export function PasswordField({
  showHints = false,
  value,
  defaultValue,
  onChange,
  description,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('kit');
  const [shown, setShown] = useState(false);
  // The checklist reads the value whether the field is controlled or not.
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const help =
    showHints || description !== undefined ? (
      <>
        {description}
        {showHints ? <PasswordHints value={current} /> : null}
      </>
    ) : undefined;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      value={current}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.(next);
      }}
      description={help}
      action={
        <IconButton
          size="sm"
          icon={shown ? 'eyeOff' : 'eye'}
          label={shown ? t('password.hide') : t('password.show')}
          isDisabled={props.isDisabled}
          onPress={() => {
            setShown((was) => !was);
          }}
        />
      }
    />
  );
}

function PasswordHints({ value }: { value: string }) {
  const { t } = useTranslation('kit');
  const met = passwordHints(value);
  return (
    <div className={styles.hints}>
      <p className={styles.title}>{t('password.hintsTitle')}</p>
      <ul className={styles.list}>
        {PASSWORD_HINTS.map((hint) => (
          <li key={hint} className={cx(styles.hint, met[hint] && styles.met)} data-met={met[hint]}>
            <Icon name={met[hint] ? 'check' : 'dot'} size={16} />
            <span>{t(`password.hints.${hint}`, { symbols: PASSWORD_SYMBOLS })}</span>
            <span className="visually-hidden">
              {met[hint] ? t('password.hintMet') : t('password.hintUnmet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type FormPasswordFieldProps = { name: string } & Omit<
  PasswordFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A PasswordField of the enclosing `<Form>`, by name. */
export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <PasswordField
      {...props}
      {...field}
      value={typeof value === 'string' ? value : ''}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
