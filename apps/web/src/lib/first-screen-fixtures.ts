// A guest's first-screen answers for tests: bootstrap.get's input and answer as the BFF writes
// them into the page (a German visitor, mock mode).

export const BOOTSTRAP_INPUT = { pathLanguage: null, storedLanguage: null, hasReferral: false };

export const BOOTSTRAP = {
  country: { alpha3: 'DEU', alpha2: 'DE', source: 'header' },
  blocked: false,
  isUk: false,
  language: { suggested: 'de', source: 'country', menu: ['en', 'de', 'pt', 'ro'] },
  currency: { code: 'EUR', forced: false },
  clock: { offsetMs: 0, serverTime: '2025-03-12T12:00:00.000Z' },
  flags: { mockMode: true, winnersHidden: false, dropsAndWinsHidden: false },
  settings: { brandName: 'Lumo Casino', referralParams: ['stag'], catchGameId: 100 },
  player: null,
  realtime: { position: null },
};
