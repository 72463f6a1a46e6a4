import { createContext, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { LazyPartBoundary } from './lazy-part.js';

// The place beside a running game that other features fill (a compact wallet, wagering progress,
// the safer-gambling session bar) without importing the game feature, nor it them: each
// registers its parts in its feature.ts (`gameSide`), the app hands the list down, and the game
// page renders the slot with the running game's context.

/** What a part beside the game is told about it. */
export interface GameSlotContext {
  gameId: number;
  mode: 'real' | 'demo';
  /** The game's frame is showing (launched), not a panel or the loading state. */
  isOpen: boolean;
}

export interface GameSlotPart {
  /** Unique among the parts: the key and the name in the logs. */
  id: string;
  /** The part, loaded the first time a game page shows it. */
  load: () => Promise<ComponentType<GameSlotContext>>;
}

const GameSlotParts = createContext<readonly GameSlotPart[]>([]);

/** The parts every game page shows, in the features' order. */
export const GameSlotProvider = GameSlotParts;

const loaded = new WeakMap<GameSlotPart, LazyExoticComponent<ComponentType<GameSlotContext>>>();

function componentOf(part: GameSlotPart) {
  let component = loaded.get(part);
  if (component === undefined) {
    component = lazy(async () => ({ default: await part.load() }));
    loaded.set(part, component);
  }
  return component;
}

const keepPage = () => undefined;

/**
 * The registered parts for this game, each loaded on first use; a part that fails (its chunk
 * missing, a render error) is logged and left out, and the game goes on.
 */
export function GameSlot(context: GameSlotContext) {
  const parts = use(GameSlotParts);
  return parts.map((part) => {
    const Part = componentOf(part);
    return (
      <LazyPartBoundary key={part.id} name={`the game side part ${part.id}`} onError={keepPage}>
        <Part {...context} />
      </LazyPartBoundary>
    );
  });
}
