// The first screen's data in the first response (docs/decisions/028): the BFF writes the answers
// the SPA's first queries would get into index.html, each in a non-executable
// `<script type="application/json">` element, and the SPA seeds its query cache from them.

/** The element holding the bootstrap answer: `{"input":…,"data":…}`. */
export const FIRST_SCREEN_BOOTSTRAP_ID = 'first-screen-bootstrap';
/** The element holding the page's first rows: `{"path":…,"input":…,"data":…}`. */
export const FIRST_SCREEN_ROWS_ID = 'first-screen-rows';

/** The queries whose answer may be a page's first rows: the main page's, a category's. */
export const FIRST_SCREEN_ROWS_PATHS = ['lobby.main', 'games.byCategory'] as const;
export type FirstScreenRowsPath = (typeof FIRST_SCREEN_ROWS_PATHS)[number];

/**
 * JSON text made safe inside a script element: `<` (which only strings can hold) is written as
 * its JSON escape, so no `</script>` or `<!--` in a value can end or change the element. The text
 * parses to the same value.
 */
export function jsonForScriptElement(json: string): string {
  return json.replaceAll('<', '\\u003c');
}
