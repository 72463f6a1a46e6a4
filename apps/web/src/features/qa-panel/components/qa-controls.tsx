import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaStatus } from '../api/qa.js';
import { QA_PANEL_NAMESPACE } from '../locales/namespace.js';
import styles from './qa-panel.module.css';

// The panel's small parts: a section with its heading and its status line, labelled fields and
// plain buttons. Native controls: the panel is a QA tool that loads only in mock mode, and every
// one of them works with the keyboard as it is.

/** The level of a section's heading: under the page's h1, or under the floating panel's h2. */
export type QaLevel = 2 | 3;

/** The panel's strings. */
export function useQaT() {
  return useTranslation(QA_PANEL_NAMESPACE).t;
}

/** What the section's last control did, or why /qa refused it (an alert, never swallowed). */
export function StatusLine({ status }: { status: QaStatus }) {
  const { t } = useTranslation(QA_PANEL_NAMESPACE);
  return (
    <>
      <p className={styles.status} role="status">
        {status.kind === 'working'
          ? t('working')
          : status.kind === 'done'
            ? t('done', { what: status.text })
            : null}
      </p>
      {status.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('failed', { reason: status.text })}
        </p>
      ) : null}
    </>
  );
}

export function Section({
  title,
  level,
  status,
  children,
}: {
  title: string;
  level: 2 | 3;
  status?: QaStatus;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
      {status === undefined ? null : <StatusLine status={status} />}
    </section>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  min,
  max,
  step,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date';
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  max?: number;
  step?: number | 'any';
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type={type}
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

export function SelectInput<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked !== undefined) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxInput({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function ActionButton({
  children,
  onPress,
  disabled = false,
  tone = 'secondary',
}: {
  children: ReactNode;
  onPress: () => void;
  disabled?: boolean;
  tone?: 'primary' | 'secondary' | 'danger';
}) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[tone] ?? ''}`}
      disabled={disabled}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
