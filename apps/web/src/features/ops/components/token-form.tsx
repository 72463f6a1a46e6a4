import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { OPS_NAMESPACE } from '../locales/namespace.js';
import styles from './ops.module.css';

export type TokenProblem = 'required' | 'refused' | 'off' | 'failed';

export interface TokenFormProps {
  /** Why the last token gave no figures, if it did not. */
  problem: TokenProblem | null;
  checking: boolean;
  onToken: (token: string) => void;
}

/**
 * Asks for the ops token. The value lives in this component's state only: never in storage, a
 * URL or the query cache, so a reload or leaving the page forgets it.
 */
export function TokenForm({ problem, checking, onToken }: TokenFormProps) {
  const { t } = useTranslation(OPS_NAMESPACE);
  const [value, setValue] = useState('');
  const [required, setRequired] = useState(false);
  const shown: TokenProblem | null = required ? 'required' : problem;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = value.trim();
    setRequired(token === '');
    if (token !== '') onToken(token);
  };
  return (
    <form className={styles.tokenForm} onSubmit={submit} noValidate>
      <PasswordField
        label={t('token.label')}
        description={t('token.help')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setRequired(false);
        }}
        autoComplete="off"
        isRequired
        errorMessage={shown === null ? undefined : t(`token.${shown}`)}
      />
      {/* No isLoading: its spinner's announcement would outlive the form, which goes at once. */}
      <Button type="submit" variant="primary" isDisabled={checking}>
        {checking ? t('token.checking') : t('token.submit')}
      </Button>
    </form>
  );
}
