import { GPT_GAME_VIEWS, type GptGameView } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import { Tabs } from '../../../components/ui/tabs.js';
import type { ModalProps } from '../../../lib/features.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import { DailyBonus } from './daily-bonus.js';
import styles from './gpt-game-modal.module.css';
import { MiniGamePanel } from './mini-game-panel.js';

/**
 * GPT_GAME_MODAL: the surface the lucky card, the wheel of fortune, the lucky pigeon and the
 * daily bonus open in, on the one the player pressed; the tabs reach the others.
 */
export function GptGameModal({ data, onClose }: ModalProps<'GPT_GAME_MODAL'>) {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  const [view, setView] = useState<GptGameView>(data.game);
  return (
    <Dialog
      // Wide enough from a tablet on for the daily bonus's seven days in one row.
      size="lg"
      title={t('modal.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Tabs
        label={t('modal.views')}
        className={styles.tabs}
        selectedTab={view}
        onTabChange={(id) => {
          const next = GPT_GAME_VIEWS.find((candidate) => candidate === id);
          if (next !== undefined) setView(next);
        }}
        tabs={GPT_GAME_VIEWS.map((id) => ({
          id,
          label: t(`views.${id}`),
          content: id === 'daily_bonus' ? <DailyBonus /> : <MiniGamePanel view={id} />,
        }))}
      />
    </Dialog>
  );
}
