import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button-look.js';
import { Icon } from '../../../components/ui/icon.js';
import { lazyPart, LazyPartBoundary } from '../../../lib/lazy-part.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import styles from './games-toolbar.module.css';
import type { ProviderSheetProps } from './provider-sheet.js';

/** The sheet and its controls: loaded when the filter is first opened (or hovered or focused). */
const sheet = lazyPart(async () => (await import('./provider-sheet.js')).ProviderSheet);

export type ProviderFilterProps = ProviderSheetProps;

/**
 * The provider filter's button, which a category page's first screen draws with its own markup,
 * and the side sheet it opens (provider-sheet.tsx). Focus goes back to the button on close.
 */
export function ProviderFilter(props: ProviderFilterProps) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const count = props.selected.length;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonClassName({ variant: 'secondary' }, styles.filterButton)}
        onPointerEnter={sheet.preload}
        onFocus={sheet.preload}
        onClick={() => {
          setOpen(true);
        }}
      >
        <span className={styles.buttonContent}>
          <Icon name="filter" size={18} />
          {count === 0 ? t('games.filter') : t('games.filterActive', { count })}
        </span>
      </button>
      {open ? (
        <LazyPartBoundary name="the provider filter" onError={close}>
          <sheet.Part {...props} onClose={close} />
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
