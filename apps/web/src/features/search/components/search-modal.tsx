import type { ModalProps } from '../../../lib/features.js';
import { usePlayGame } from '../../game/public.js';
import { useTileContext } from '../../lobby/public.js';
import { SearchDialog } from './search-dialog.js';

/** SEARCH as the modal host shows it: the dialog over the session's tiles and the play flow. */
export function SearchModal({ data, onClose }: ModalProps<'SEARCH'>) {
  const playGame = usePlayGame();
  const tile = useTileContext();
  return (
    <SearchDialog
      initialQuery={data?.query}
      onClose={onClose}
      onPlay={(game, mode) => {
        playGame(game, mode);
      }}
      tile={tile}
    />
  );
}
