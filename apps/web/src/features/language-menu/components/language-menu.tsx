import { LANGUAGES } from '@casino/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.js';
import { useLanguage } from '../../../lib/language.js';
import { useMenuKeys } from '../../../lib/use-menu-keys.js';

/**
 * The language list in a popup panel (200 px wide, at most 450 px high, its list about 7rem at
 * most): a menu button whose items are the visitor's languages.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, menu, changeLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const onKeyDown = useMenuKeys(panelRef, close);

  useEffect(() => {
    if (!open) return;
    // Focus the current language first, as a menu opened by keyboard should.
    panelRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="language-menu">
      <button
        ref={buttonRef}
        type="button"
        className={`language-menu__button${compact ? ' language-menu__button--compact' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={compact ? `${t('sidebar.language')}: ${LANGUAGES[language].label}` : undefined}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        <Icon name="globe" />
        {compact ? null : (
          <>
            <span className="language-menu__current">{LANGUAGES[language].label}</span>
            <Icon name="chevronDown" size={16} />
          </>
        )}
      </button>
      {open ? (
        <div ref={panelRef} className="popup-panel language-menu__panel" onKeyDown={onKeyDown}>
          <p className="popup-panel__title" id={`${menuId}-title`}>
            {t('sidebar.chooseLanguage')}
          </p>
          <ul
            id={menuId}
            role="menu"
            aria-labelledby={`${menuId}-title`}
            className="language-menu__list"
          >
            {menu.map((code) => (
              <li key={code} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={code === language}
                  lang={LANGUAGES[code].tag}
                  className="language-menu__item"
                  onClick={() => {
                    changeLanguage(code);
                    close();
                  }}
                >
                  {LANGUAGES[code].label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
