import { LANGUAGES, type LanguageCode } from '@casino/shared';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import styles from './language-popover.module.css';

/**
 * The language menu's panel: React Aria's Menu of single selection (menuitemradio, the current
 * language checked) in a Popover above its button. It opens on the current language; arrows,
 * Home, End and typing move, Enter picks, Escape, Tab or a click outside close it, and focus
 * goes back to the button.
 */
export function LanguagePopover({
  triggerRef,
  languages,
  current,
  onChange,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  languages: readonly LanguageCode[];
  current: LanguageCode;
  onChange: (language: LanguageCode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="top start"
      className={styles.panel}
    >
      <p id={titleId} className={styles.title}>
        {t('sidebar.chooseLanguage')}
      </p>
      <Menu
        aria-labelledby={titleId}
        className={styles.list}
        autoFocus
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[current]}
        escapeKeyBehavior="none"
        onSelectionChange={(keys) => {
          const picked = languages.find((code) => keys !== 'all' && keys.has(code));
          if (picked !== undefined && picked !== current) onChange(picked);
        }}
        onClose={onClose}
      >
        {languages.map((code) => (
          <MenuItem
            key={code}
            id={code}
            textValue={LANGUAGES[code].label}
            lang={LANGUAGES[code].tag}
            className={styles.item}
          >
            {LANGUAGES[code].label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
