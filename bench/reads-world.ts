// The mock world bench/reads.ts runs the BFF against, in a process of its own, so that the BFF's
// memory is measured without the generated world's.
import { DEFAULT_MOCK_SEED, startMockUpstreams } from '@casino/mock-world';

const mock = await startMockUpstreams({ seed: DEFAULT_MOCK_SEED, logger: { level: 'silent' } });
process.send?.({ kind: 'world', url: mock.url });
process.on('message', (message: unknown) => {
  if (message === 'close') void mock.close().then(() => process.exit(0));
});
