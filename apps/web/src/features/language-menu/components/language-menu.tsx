import { LANGUAGES } from '@casino/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.js';
import { Icon } from '../../../components/ui/icon.js';
import { useLanguage } from '../../../lib/language.js';
import { lazyPart, LazyPartBoundary } from '../../../lib/lazy-part.js';
import styles from './language-menu.module.css';

// The menu itself (React Aria's Menu in a Popover) loads when first opened, not with the shell.
const languagePopover = lazyPart(
  async () => (await import('./language-popover.js')).LanguagePopover,
);

/**
 * The language list in a popup panel: a menu button at the foot of the sidebar whose items are
 * the visitor's languages, the current one checked.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, menu, changeLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
  };

  return (
    <div>
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.trigger, compact && styles.compact)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={compact ? `${t('sidebar.language')}: ${LANGUAGES[language].label}` : undefined}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
        onPointerEnter={languagePopover.preload}
        onFocus={languagePopover.preload}
      >
        <Icon name="globe" />
        {compact ? null : (
          <>
            <span className={styles.current}>{LANGUAGES[language].label}</span>
            <Icon name="chevronDown" size={16} />
          </>
        )}
      </button>
      {open ? (
        <LazyPartBoundary name="the language menu" onError={close}>
          <languagePopover.Part
            triggerRef={buttonRef}
            languages={menu}
            current={language}
            onChange={changeLanguage}
            onClose={close}
          />
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}
