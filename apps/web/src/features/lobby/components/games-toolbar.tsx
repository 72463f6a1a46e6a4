import type { ProviderGameCount } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Icon } from '../../../components/ui/icon.js';
import { DeferredSelect } from '../../../components/ui/deferred-select.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import { isFiltered, isGameSort, PAGE_SORTS, type GamesFilter } from '../rules/games-filter.js';
import { ProviderFilter } from './provider-filter.js';
import styles from './games-toolbar.module.css';

/** The sort control's choice for "no sort": the category's own order. */
const OWN_ORDER = 'own';

export interface GamesToolbarProps {
  filter: GamesFilter;
  /** The category's providers; undefined until the first page has answered. */
  providers: readonly ProviderGameCount[] | undefined;
  onChange: (filter: GamesFilter) => void;
  onToggleProvider: (id: number, on: boolean) => void;
}

/**
 * A category page's filter and sort: the provider sheet, the order, the chosen providers as
 * chips that remove themselves, and one control that clears everything. The URL holds the state
 * (rules/games-filter.ts), so each survives a reload and a shared link.
 */
export function GamesToolbar({ filter, providers, onChange, onToggleProvider }: GamesToolbarProps) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const names = new Map((providers ?? []).map((provider) => [provider.id, provider.name]));
  const sortOptions = [OWN_ORDER, ...PAGE_SORTS].map((id) => ({
    id,
    label: t(`games.sorts.${id}`),
  }));
  const clear = () => {
    onChange({ providers: [], sort: undefined });
  };
  return (
    <div className={styles.toolbar} role="group" aria-label={t('games.toolbar')}>
      <div className={styles.controls}>
        {providers === undefined || providers.length === 0 ? (
          <Button variant="secondary" className={styles.filterButton} isDisabled>
            {t('games.filter')}
          </Button>
        ) : (
          <ProviderFilter
            providers={providers}
            selected={filter.providers}
            onToggle={onToggleProvider}
            onClear={() => {
              onChange({ ...filter, providers: [] });
            }}
          />
        )}
        <DeferredSelect
          className={styles.sort}
          label={t('games.sort')}
          options={sortOptions}
          value={filter.sort ?? OWN_ORDER}
          onChange={(id) => {
            onChange({ ...filter, sort: id !== null && isGameSort(id) ? id : undefined });
          }}
        />
      </div>
      {isFiltered(filter) ? (
        <div className={styles.chosen}>
          {filter.providers.length === 0 ? null : (
            <ul className={styles.chips} aria-label={t('games.selectedProviders')}>
              {filter.providers.map((id) => {
                const name = names.get(id) ?? String(id);
                return (
                  <li key={id}>
                    <button
                      type="button"
                      className={styles.chip}
                      aria-label={t('games.removeProvider', { name })}
                      onClick={() => {
                        onToggleProvider(id, false);
                      }}
                    >
                      {name}
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <Button variant="ghost" size="sm" onPress={clear}>
            {t('games.clearFilters')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
