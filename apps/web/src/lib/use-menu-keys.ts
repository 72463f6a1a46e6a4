import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/**
 * Arrow keys, Home and End move focus between a menu's items (WAI-ARIA menu pattern); Escape
 * closes it. Items are the menu's elements with role menuitem or menuitemradio.
 */
export function useMenuKeys(menuRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  return useCallback(
    (event: KeyboardEvent) => {
      const items = Array.from(
        menuRef.current?.querySelectorAll<HTMLElement>(
          '[role="menuitem"], [role="menuitemradio"]',
        ) ?? [],
      );
      if (items.length === 0) return;
      const index = items.findIndex((item) => item === document.activeElement);
      const focusAt = (next: number) => {
        event.preventDefault();
        items[(next + items.length) % items.length]?.focus();
      };
      switch (event.key) {
        case 'ArrowDown':
          focusAt(index + 1);
          break;
        case 'ArrowUp':
          focusAt(index - 1);
          break;
        case 'Home':
          focusAt(0);
          break;
        case 'End':
          focusAt(items.length - 1);
          break;
        case 'Escape':
          event.preventDefault();
          onEscape();
          break;
        case 'Tab':
          onEscape();
          break;
      }
    },
    [menuRef, onEscape],
  );
}
