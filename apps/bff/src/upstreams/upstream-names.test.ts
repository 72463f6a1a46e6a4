import { describe, expect, expectTypeOf, it } from 'vitest';
import { UPSTREAM_NAMES, type UpstreamName } from '../config.js';
import {
  UPSTREAM_NAMES as CONTRACT_UPSTREAM_NAMES,
  type UpstreamName as ContractUpstreamName,
} from '@casino/upstream-contract';

// The config names the upstreams it reads settings for; the contract names those the mock world
// serves. Only upstreams/ sees both, so the check that they agree lives here.
describe('upstream names', () => {
  it('are the same in the config and in the upstream contract', () => {
    expect(UPSTREAM_NAMES).toEqual(CONTRACT_UPSTREAM_NAMES);
    expectTypeOf<UpstreamName>().toEqualTypeOf<ContractUpstreamName>();
  });
});
