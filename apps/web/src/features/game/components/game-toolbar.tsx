import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { useFavourite } from '../api/favourites.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import type { PlayMode } from '../rules/play-step.js';
import styles from './game-page.module.css';

export interface GameToolbarProps {
  titleId: string;
  title: string;
  provider?: string;
  mode: PlayMode;
  /** What other features show beside the running game (lib/game-slot.tsx's slot). */
  side?: ReactNode;
  /** Favourites are a player's: the game's id when the heart shows. */
  favouriteGameId?: number;
  onSwitchToReal?: () => void;
  fullscreen?: { isFullscreen: boolean; toggle: () => void; isDisabled: boolean };
  onClose: () => void;
}

/**
 * Above the frame: the game and its provider, the parts other features put beside the game (the
 * player's balance among them), "play for real" in a demo,
 * the favourite, full screen, and the close control (outside the frame, so a game can never
 * cover it).
 */
export function GameToolbar({
  titleId,
  title,
  provider,
  mode,
  side,
  favouriteGameId,
  onSwitchToReal,
  fullscreen,
  onClose,
}: GameToolbarProps) {
  const { t } = useTranslation(GAME_NAMESPACE);
  return (
    <div className={styles.toolbar}>
      <div className={styles.heading}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {provider === undefined ? null : (
          <p className={styles.provider}>
            <span>{provider}</span>
            {mode === 'demo' ? <span className={styles.mode}>{t('page.demo')}</span> : null}
          </p>
        )}
      </div>
      <div className={styles.tools}>
        {side === undefined ? null : <div className={styles.side}>{side}</div>}
        {onSwitchToReal === undefined ? null : (
          <Button size="sm" className={styles.ctaInline} onPress={onSwitchToReal}>
            {t('page.playForReal')}
          </Button>
        )}
        {favouriteGameId === undefined ? null : <FavouriteButton gameId={favouriteGameId} />}
        {fullscreen === undefined ? null : (
          <IconButton
            icon={fullscreen.isFullscreen ? 'collapse' : 'expand'}
            label={fullscreen.isFullscreen ? t('page.exitFullscreen') : t('page.fullscreen')}
            isDisabled={fullscreen.isDisabled}
            onPress={fullscreen.toggle}
          />
        )}
      </div>
      <IconButton
        icon="close"
        variant="secondary"
        label={t('page.close')}
        className={styles.close}
        onPress={onClose}
      />
    </div>
  );
}

/** The heart: on and off for the signed-in player (account.favorites). */
function FavouriteButton({ gameId }: { gameId: number }) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { isFavourite, toggle } = useFavourite(gameId);
  return (
    <IconButton
      icon="heart"
      label={t('page.favourite')}
      aria-pressed={isFavourite === true}
      isDisabled={isFavourite === undefined}
      className={styles.favourite}
      onPress={toggle}
    />
  );
}
