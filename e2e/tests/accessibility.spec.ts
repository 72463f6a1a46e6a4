import { axeSweep } from '../support/axe.js';
import { test } from '../support/fixtures.js';

// The main screens a signed-in player reaches from the menus, swept with axe-core in one tab:
// one failure lists every serious or critical violation by path. (The main page and the 404 page
// for guests: routes.spec.ts; the login modal: auth.spec.ts; the blocked screen: shell.spec.ts.)

const PLAYER_SCREENS = [
  '/',
  '/faq',
  '/games/slots',
  '/bonuses',
  '/account/profile',
  '/deposit',
  '/de/',
] as const;

test("a signed-in player's main screens have no serious accessibility violation", async ({
  page,
  player,
  signIn,
}) => {
  // The lobby's screens hold hundreds of game tiles: axe-core takes a while over seven of them.
  test.slow();
  await signIn(player);
  await axeSweep(page, PLAYER_SCREENS);
});
