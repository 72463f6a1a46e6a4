import { Button } from 'react-aria-components/Button';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import listStyles from './list-box.module.css';
import { cx } from './class-names.js';
import { Icon } from './icon.js';
import { OptionItem, optionId, type Option } from './select.js';
import { FieldHelp, type FieldLabelling } from './text-field.js';
import { useFormField } from './use-form-field.js';

export interface ComboboxProps
  extends
    FieldLabelling,
    Omit<
      AriaComboBoxProps<Option>,
      | 'className'
      | 'style'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'items'
      | 'defaultItems'
      | 'allowsEmptyCollection'
    > {
  options: readonly Option[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  inputRef?: (element: HTMLElement | null) => void;
  /** What the list says when nothing matches; 'No such option' unless given ('No such country'). */
  emptyMessage?: string;
}

/**
 * A text input that filters a list of options as one types (a country, a currency); with no
 * match the list says 'No such option' (the shared catalogue's errors.noSuchOption).
 */
export function Combobox({
  label,
  description,
  errorMessage,
  className,
  options,
  onChange,
  placeholder,
  inputRef,
  emptyMessage,
  ...props
}: ComboboxProps) {
  const { t } = useTranslation();
  const { t: kit } = useTranslation('kit');
  const isInvalid = errorMessage !== undefined;
  return (
    <AriaComboBox<Option>
      {...props}
      defaultItems={options}
      allowsEmptyCollection
      onChange={(key) => onChange?.(optionId(key))}
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
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        <Button
          aria-label={kit('combobox.showOptions')}
          className={cx(styles.action, listStyles.toggle)}
        >
          <Icon name="chevronDown" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover}>
        <ListBox
          className={listStyles.list}
          renderEmptyState={() => (
            <p className={listStyles.empty}>{emptyMessage ?? t('errors.noSuchOption')}</p>
          )}
        >
          {(option: Option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export type FormComboboxProps = { name: string } & Omit<
  ComboboxProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>;

/** A Combobox of the enclosing `<Form>`, by name; the form holds the option id or null. */
export function FormCombobox({ name, ...props }: FormComboboxProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <Combobox
      {...props}
      {...field}
      value={typeof value === 'string' && value !== '' ? value : null}
      inputRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
