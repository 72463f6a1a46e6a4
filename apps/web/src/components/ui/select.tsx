import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import {
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import listStyles from './list-box.module.css';
import { cx } from './class-names.js';
import { Icon } from './icon.js';
import { FieldHelp, type FieldLabelling } from './text-field.js';
import { useFormField } from './use-form-field.js';

/** One choice of a Select, Combobox, RadioGroup or SegmentedControl. */
export interface Option {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/** The option id of a collection key (our ids are strings; React Aria's keys may be numbers). */
export function optionId(key: Key | null): string | null {
  return key === null ? null : String(key);
}

/** One option of a Select's or Combobox's list. */
export function OptionItem({ option }: { option: Option }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={listStyles.option}
    >
      {option.label}
    </ListBoxItem>
  );
}

export interface SelectProps
  extends
    FieldLabelling,
    Omit<
      AriaSelectProps<Option>,
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
    > {
  options: readonly Option[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  triggerRef?: (element: HTMLElement | null) => void;
}

/** A button that opens a list of options (the listbox pattern); for a short, fixed list. */
export function Select({
  label,
  description,
  errorMessage,
  className,
  options,
  onChange,
  placeholder,
  triggerRef,
  ...props
}: SelectProps) {
  const { t } = useTranslation('kit');
  const isInvalid = errorMessage !== undefined;
  return (
    <AriaSelect<Option>
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      onChange={(key) => onChange?.(optionId(key))}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <Label className={styles.label}>{label}</Label>
      <Button
        ref={triggerRef}
        className={cx(styles.control, listStyles.trigger)}
        data-invalid={isInvalid || undefined}
      >
        <SelectValue className={listStyles.value} />
        <Icon name="chevronDown" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover}>
        <ListBox items={options} className={listStyles.list}>
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type FormSelectProps = { name: string } & Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'triggerRef'
>;

/** A Select of the enclosing `<Form>`, by name; the form holds the option id or null. */
export function FormSelect({ name, ...props }: FormSelectProps) {
  const { value, inputRef, isDisabled, ...field } = useFormField(name);
  return (
    <Select
      {...props}
      {...field}
      value={typeof value === 'string' && value !== '' ? value : null}
      triggerRef={inputRef}
      isDisabled={props.isDisabled === true || isDisabled}
    />
  );
}
