import { MOBILE_ART_MEDIA } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  artPreloads,
  bootstrapElement,
  elementHtml,
  firstLobbyRow,
  firstScreenRequestOf,
  rowsElement,
  viewportOf,
  withFirstScreen,
  withRenderedRoot,
  withScriptsAfterFirstPaint,
} from './first-screen.js';

const art = (name: string) => ({
  image: `/media/art/games/${name}.png`,
  imagine: { files: { desktop: `/media/art/games/${name}-d.png`, mobile: '' } },
});

describe('firstScreenRequestOf', () => {
  it('reads the page and the bootstrap input as the SPA reads its landing URL', () => {
    expect(firstScreenRequestOf('/')).toEqual({
      bootstrapInput: { pathLanguage: null, storedLanguage: null, hasReferral: false },
      page: { kind: 'main' },
    });
    expect(firstScreenRequestOf('/ro?stag=aff')).toEqual({
      bootstrapInput: { pathLanguage: 'ro', storedLanguage: null, hasReferral: true },
      page: { kind: 'main' },
    });
    // en is the unprefixed language: the SPA sends no path language for it.
    expect(firstScreenRequestOf('/en/games/live/')?.bootstrapInput.pathLanguage).toBeNull();
    expect(firstScreenRequestOf('/en/games/live/')?.page).toEqual({
      kind: 'category',
      category: 'live',
    });
    expect(firstScreenRequestOf('/de/games')?.page).toEqual({
      kind: 'category',
      category: 'slots',
    });
  });

  it('gives pages without first rows the bootstrap alone, and odd URLs nothing', () => {
    for (const url of [
      '/faq',
      '/games/favorites',
      '/games/nope',
      '/games/slots?providers=3',
      '/xx/',
    ]) {
      expect({ url, page: firstScreenRequestOf(url)?.page }).toEqual({
        url,
        page: { kind: 'other' },
      });
    }
    for (const url of ['/games/<script>', `/${'a'.repeat(600)}`, '/a"b', 'no-slash']) {
      expect({ url, request: firstScreenRequestOf(url) }).toEqual({ url, request: null });
    }
  });
});

describe('the JSON elements', () => {
  const hostile = '{"name":"</script><script>alert(1)</script><!--"}';

  it('cannot be closed or commented out by a value, and parse to the same value', () => {
    const elements = [
      bootstrapElement({ input: { pathLanguage: null }, dataJson: hostile }),
      rowsElement('lobby.main', { input: { lang: '</script>' }, dataJson: hostile }),
    ].map(elementHtml);
    for (const element of elements) {
      const opening = element.indexOf('>') + 1;
      const body = element.slice(opening, element.lastIndexOf('</script>'));
      expect(body).not.toContain('<');
      // The element's only end is its own.
      expect(element.indexOf('</script>')).toBe(element.length - '</script>'.length);
      expect(JSON.parse(body)).toMatchObject({ data: JSON.parse(hostile) as unknown });
    }
    expect(elements[0]).toMatch(/^<script type="application\/json" id="first-screen-bootstrap">/);
    expect(elements[1]).toContain('"path":"lobby.main"');
  });

  it('go at the end of the head; a page without one is left alone', () => {
    expect(withFirstScreen('<html><head><title>x</title></head><body></body></html>', '<i>')).toBe(
      '<html><head><title>x</title><i></head><body></body></html>',
    );
    expect(withFirstScreen('<p>no head</p>', '<i>')).toBeNull();
  });
});

describe('the preload hints', () => {
  it('name the art the first tiles show, each at the media it shows at, the first one first', () => {
    const hints = artPreloads([art('a'), art('b'), art('c')]);
    expect(hints).toBe(
      `<link rel="preload" as="image" href="/media/art/games/a-d.png" media="${MOBILE_ART_MEDIA}" fetchpriority="high">` +
        `<link rel="preload" as="image" href="/media/art/games/a-d.png" media="not all and ${MOBILE_ART_MEDIA}" fetchpriority="high">` +
        `<link rel="preload" as="image" href="/media/art/games/b-d.png" media="${MOBILE_ART_MEDIA}">` +
        `<link rel="preload" as="image" href="/media/art/games/b-d.png" media="not all and ${MOBILE_ART_MEDIA}">`,
    );
  });

  it('skip URLs no image comes from and escape the rest', () => {
    const odd = {
      image: 'javascript:alert(1)',
      imagine: { files: { desktop: '', mobile: '' } },
    };
    const quoted = {
      image: 'https://cdn.example/a.png?x="1"&y=<2>',
      imagine: { files: { desktop: '', mobile: '' } },
    };
    expect(artPreloads([odd])).toBe('');
    expect(artPreloads([quoted])).toContain(
      'href="https://cdn.example/a.png?x=&quot;1&quot;&amp;y=&lt;2&gt;"',
    );
  });

  it("take the main page's first row with games, in the page's order", () => {
    const row = [art('live')];
    expect(
      firstLobbyRow({
        carousels: [
          { key: 'new', items: [art('new')] },
          { key: 'top', items: [] },
          { key: 'live', items: row },
        ],
      }),
    ).toBe(row);
    expect(firstLobbyRow({ carousels: [] })).toEqual([]);
  });
});

describe('a first screen drawn on the BFF', () => {
  it('is laid out for a phone or a desktop from the mobile hint, else the user agent', () => {
    expect(viewportOf({ 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    // The hint wins over the user agent's words.
    expect(viewportOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (iPhone)' })).toBe(
      'desktop',
    );
    expect(viewportOf({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' })).toBe(
      'phone',
    );
    expect(viewportOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe('phone');
    expect(viewportOf({ 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(
      'desktop',
    );
    expect(viewportOf({})).toBe('desktop');
    expect(viewportOf({ 'sec-ch-ua-mobile': ['?1', '?0'] })).toBe('desktop');
  });

  const TEMPLATE =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/index-A.js">' +
    '<link rel="stylesheet" href="/assets/style-C.css"></head>' +
    '<body><div id="root"><div class="boot-preloader">…</div></div>\n<!--/root--></body></html>';

  it("puts the markup in #root's place, marked with its viewport", () => {
    expect(withRenderedRoot(TEMPLATE, '<main>lobby</main>', 'phone')).toBe(
      TEMPLATE.replace(
        '<div id="root"><div class="boot-preloader">…</div></div>\n<!--/root-->',
        '<div id="root" data-first-screen="phone"><main>lobby</main></div>',
      ),
    );
    // A template without the root's end marker is left to the plain page.
    expect(withRenderedRoot('<div id="root"></div>', '<main></main>', 'phone')).toBeNull();
    expect(withRenderedRoot('<body></body><!--/root-->', '<main></main>', 'phone')).toBeNull();
  });

  it('starts the scripts after the first paint: one deferred script lists them', () => {
    const html = withScriptsAfterFirstPaint(TEMPLATE) ?? '';
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-C.css">');
    expect(html).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-A.js" ' +
        'data-preload="/assets/react-B.js"></script></head>',
    );
    expect(withScriptsAfterFirstPaint('<html><head></head></html>')).toBeNull();
  });
});
