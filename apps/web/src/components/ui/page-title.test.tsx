import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimDocumentTitle } from '../../lib/document-title.js';
import { DocumentTitleSuffix, PageTitle } from './page-title.js';
import { renderWithKit } from './render-with-kit.js';

describe('PageTitle', () => {
  it("names the document with the brand, yields to the CMS's title for the path, and returns", () => {
    const { unmount } = renderWithKit(
      <DocumentTitleSuffix value="Lumo Casino">
        <PageTitle title="Page not found" />
      </DocumentTitleSuffix>,
    );
    expect(document.title).toBe('Page not found | Lumo Casino');

    let release: (() => void) | undefined;
    act(() => {
      release = claimDocumentTitle('seo', 'Jackpots | Lumo Casino');
    });
    expect(document.title).toBe('Jackpots | Lumo Casino');
    act(() => {
      release?.();
    });
    expect(document.title).toBe('Page not found | Lumo Casino');

    // seo_main's generic title does not replace the page's own.
    const releaseFallback = claimDocumentTitle('seoFallback', 'Lumo Casino: online slots');
    expect(document.title).toBe('Page not found | Lumo Casino');
    unmount();
    expect(document.title).toBe('Lumo Casino: online slots');
    releaseFallback();
  });
});
