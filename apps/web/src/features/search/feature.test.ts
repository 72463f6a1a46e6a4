import { describe, expect, it } from 'vitest';
import { searchFeature } from './feature.js';
import { SEARCH_NAMESPACE } from './locales/namespace.js';

describe('the search feature', () => {
  it('registers SEARCH and loads its strings under the namespace the modal reads', async () => {
    expect(searchFeature.modals?.names).toEqual(['SEARCH']);
    expect(searchFeature.namespace?.name).toBe(SEARCH_NAMESPACE);
    expect(await searchFeature.namespace?.load('gb')).toEqual(
      await searchFeature.namespace?.load('en'),
    );
  });
});
