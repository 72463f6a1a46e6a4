import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { DEFAULT_MOCK_SEED } from './data/seeded.js';
import { startMockUpstreams } from './server.js';

// The mock upstreams as a program of their own, so that several BFF instances can share one mock
// world (MOCK_UPSTREAMS_URL). It is a separate program, so it reads its own environment here.
const envSchema = z.object({
  MOCK_HOST: z.string().min(1).default('127.0.0.1'),
  MOCK_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  MOCK_SEED: z.coerce.number().int().nonnegative().default(DEFAULT_MOCK_SEED),
  MOCK_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  MOCK_LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(`Invalid environment:\n${z.prettifyError(parsed.error)}\n`);
  process.exit(1);
}
const env = parsed.data;

const started = performance.now();
const mock = await startMockUpstreams({
  host: env.MOCK_HOST,
  port: env.MOCK_PORT,
  seed: env.MOCK_SEED,
  ...(env.MOCK_PUBLIC_URL === undefined ? {} : { publicUrl: env.MOCK_PUBLIC_URL }),
  logger: { level: env.MOCK_LOG_LEVEL },
});
process.stdout.write(
  [
    `Mock upstreams (seed ${env.MOCK_SEED}, world ${mock.id}) listening at ${mock.url} in ${Math.round(performance.now() - started)} ms`,
    `  MOCK_UPSTREAMS_URL=${mock.url}`,
    `  CASINO_API_URL=${mock.urls.casino}`,
    `  SPORT_API_URL=${mock.urls.sport}`,
    `  CMS_API_URL=${mock.urls.cms}`,
    `  JACKPOT_API_URL=${mock.urls.jackpot}`,
    `  QA controls: ${mock.url}/qa`,
    '',
  ].join('\n'),
);

closeWithGrace({ delay: 5_000 }, async ({ err }) => {
  if (err) process.stderr.write(`${String(err)}\n`);
  await mock.close();
});
