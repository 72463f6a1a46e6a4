import { foldSearchText, formatNumber, type ProviderGameCount } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Drawer } from '../../../components/ui/drawer.js';
import { TextField } from '../../../components/ui/text-field.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import styles from './games-toolbar.module.css';

export interface ProviderSheetProps {
  /** The category's providers with their game counts (by name, as the BFF sends them). */
  providers: readonly ProviderGameCount[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  onClear: () => void;
}

/**
 * The provider filter's side sheet: the category's providers with their game counts, any number
 * ticked at once, a field to find one among sixty. Each tick applies at once (the grid behind
 * follows); "Show games" closes the sheet. Its code (React Aria's modal, the field and the
 * checkboxes) comes when the filter is first opened (provider-filter.tsx).
 */
export function ProviderSheet({
  providers,
  selected,
  onToggle,
  onClear,
  onClose,
}: ProviderSheetProps & { onClose: () => void }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const [text, setText] = useState('');
  const needle = foldSearchText(text);
  const shown =
    needle === ''
      ? providers
      : providers.filter((provider) => foldSearchText(provider.name).includes(needle));
  const chosen = new Set(selected);
  return (
    <Drawer
      title={t('games.filterTitle')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={(close) => (
        <div className={styles.drawerActions}>
          <Button variant="ghost" isDisabled={selected.length === 0} onPress={onClear}>
            {t('games.clearFilters')}
          </Button>
          <Button variant="primary" onPress={close}>
            {t('games.showGames')}
          </Button>
        </div>
      )}
    >
      <div className={styles.drawerBody}>
        <TextField
          label={t('games.findProvider')}
          type="search"
          value={text}
          onChange={setText}
          autoComplete="off"
        />
        {shown.length === 0 ? (
          <p className={styles.noMatch}>{t('games.noProviderMatches')}</p>
        ) : (
          <div role="group" aria-label={t('games.filter')} className={styles.providerList}>
            {shown.map((provider) => (
              <Checkbox
                key={provider.id}
                className={styles.provider}
                isSelected={chosen.has(provider.id)}
                onChange={(on) => {
                  onToggle(provider.id, on);
                }}
              >
                <span className={styles.providerName}>{provider.name}</span>
                <span className={styles.providerCount}>
                  <span className="visually-hidden">, </span>
                  {t('games.providerGames', { count: formatNumber(provider.gameCount) })}
                </span>
              </Checkbox>
            ))}
          </div>
        )}
      </div>
    </Drawer>
  );
}
