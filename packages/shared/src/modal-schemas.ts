import { z } from 'zod';
import { GAME_CATEGORY_KEYS } from './game-category.js';
import { MODAL_NAMES } from './modal.js';

// The schemas of modal.ts and game-category.ts, apart from them: the app shell runs their rules in
// its first chunk, and zod loads with the first screen that parses.

export const modalNameSchema = z.enum(MODAL_NAMES);

export const gameCategoryKeySchema = z.enum(GAME_CATEGORY_KEYS);
