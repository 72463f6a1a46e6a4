import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchWithFilter } from './filter.js';

describe('the tournament filter in the URL', () => {
  it('reads each filter, and the page’s default when missing or unknown', () => {
    expect(filterFromSearch(new URLSearchParams('filter=local'))).toBe('local');
    expect(filterFromSearch(new URLSearchParams('filter=network'))).toBe('network');
    expect(filterFromSearch(new URLSearchParams('filter=finished'))).toBe('finished');
    expect(filterFromSearch(new URLSearchParams(''))).toBe('all');
    expect(filterFromSearch(new URLSearchParams('filter=running'))).toBe('all');
    expect(filterFromSearch(new URLSearchParams('filter=LOCAL'))).toBe('all');
    expect(filterFromSearch(new URLSearchParams(''), 'network')).toBe('network');
  });

  it('writes a filter, keeps other parameters and leaves the default out', () => {
    const search = new URLSearchParams('utm_source=mail&filter=local');
    expect(searchWithFilter(search, 'finished').toString()).toBe('utm_source=mail&filter=finished');
    expect(searchWithFilter(search, 'all').toString()).toBe('utm_source=mail');
    expect(searchWithFilter(new URLSearchParams(), 'all', 'network').toString()).toBe('filter=all');
    expect(
      searchWithFilter(new URLSearchParams('filter=all'), 'network', 'network').toString(),
    ).toBe('');
    // The given params are not changed.
    expect(search.toString()).toBe('utm_source=mail&filter=local');
  });
});
