import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy-part.js';
import fieldStyles from './field.module.css';
import listStyles from './list-box.module.css';
import { cx } from './class-names.js';
import { Icon } from './icon.js';
import type { SelectProps } from './select.js';

// A Select on a first screen (a category page's sort) costs its code (React Aria's listbox and
// popover, about 40 KB gzipped) before anyone opens it. This one draws the same label and
// trigger with the page's own markup, and the kit's Select replaces it on the first press, open
// at once with focus in its list; a hover or focus of the trigger fetches the code early.

const select = lazyPart(async () => (await import('./select.js')).Select);

export type DeferredSelectProps = Pick<
  SelectProps,
  'label' | 'options' | 'value' | 'onChange' | 'className' | 'placeholder'
>;

/** The kit's Select, its code loaded when first opened (or hovered or focused). */
export function DeferredSelect(props: DeferredSelectProps) {
  const [active, setActive] = useState(false);
  const stand = (
    <SelectStandIn
      {...props}
      onOpen={() => {
        setActive(true);
      }}
    />
  );
  if (!active) return stand;
  return (
    <Suspense fallback={stand}>
      <OpenedSelect {...props} />
    </Suspense>
  );
}

/**
 * The kit's Select, pressed once as it mounts: opened as a press opens it, with focus on its
 * chosen option (a Select opened by `defaultOpen` leaves focus on the page).
 */
function OpenedSelect(props: DeferredSelectProps) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (trigger === null) return;
    trigger.focus();
    trigger.click();
  }, [trigger]);
  return <select.Part {...props} triggerRef={setTrigger} />;
}

function SelectStandIn({
  label,
  options,
  value,
  className,
  placeholder,
  onOpen,
}: DeferredSelectProps & { onOpen: () => void }) {
  const { t } = useTranslation('kit');
  const labelId = useId();
  const valueId = useId();
  const chosen = options.find((option) => option.id === value);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        // Named as React Aria names its trigger: the value, then the label.
        aria-labelledby={`${valueId} ${labelId}`}
        className={cx(fieldStyles.control, listStyles.trigger)}
        onPointerEnter={select.preload}
        onFocus={select.preload}
        onClick={onOpen}
      >
        <span
          id={valueId}
          className={listStyles.value}
          data-placeholder={chosen === undefined || undefined}
        >
          {chosen?.label ?? placeholder ?? t('select.placeholder')}
        </span>
        <Icon name="chevronDown" />
      </button>
    </div>
  );
}
