// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The BFF's modules (apps/bff/src), top layer first and, within a layer, each before those it may
 * use. A module may import itself and any module after it: the order is the direction.
 */
const BFF_LAYERS = [
  { layer: 'entry', modules: ['server.ts', 'app.ts', 'plugins'] },
  { layer: 'transport', modules: ['router.ts', 'routers', 'trpc', 'http'] },
  { layer: 'services', modules: ['services'] },
  {
    layer: 'data and upstream clients',
    modules: [
      'realtime',
      'recently-played',
      'idempotency',
      'sessions',
      'ops',
      'cache',
      'upstreams',
      'security',
      'geo',
    ],
  },
  {
    layer: 'base',
    modules: [
      'redis-client.ts',
      'tracing.ts',
      'config.ts',
      'rate-limit-policies.ts',
      'errors.ts',
      'request-id.ts',
    ],
  },
];
const BFF_MODULES = BFF_LAYERS.flatMap(({ modules }) => modules);

/** The element selector of a BFF module: a folder, or a file at the top of src/ with its test. */
function bffModule(module) {
  return module.endsWith('.ts')
    ? { type: 'src', fileInternalPath: [module, module.replace(/\.ts$/, '.test.ts')] }
    : { type: module };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'reports/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error', noInlineConfig: true },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      // Under verbatimModuleSyntax `import { type A } from 'm'` keeps `import 'm'`: a module
      // imported for its types alone would still load (and count as part of a chunk's graph).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // The web app runs in the browser.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Filled by the features through declaration merging (lib/features.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowWithName: '^ModalDataMap$' }],
    },
  },
  {
    // The web app's layers point one way (docs/decisions/015-web-features.md): shared, then
    // config, components and lib, then features, then app. Components know no session; a
    // feature reaches another only through that feature's public.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'config', pattern: 'apps/web/src/config' },
        { type: 'styles', pattern: 'apps/web/src/styles' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Packages (the shared domain, React, the BFF's router type) are open to every layer.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: 'config' } },
              allow: { to: { element: { type: 'config' } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'config'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'config'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              disallow: { to: { element: { type: 'lib', fileInternalPath: 'session.tsx' } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'config'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'public.ts' } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['app', 'components', 'lib', 'config', 'styles'] } },
                },
              },
            },
            {
              // The app lists the features (feature.ts) and places their public parts.
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { type: 'feature', fileInternalPath: ['feature.ts', 'public.ts'] } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // The BFF's layers point one way (docs/ARCHITECTURE.md, "The BFF's layers"): a module imports
    // its own folder and those listed after its own, never one listed before, so no two folders
    // can import each other. A test takes its module's place and may also start the whole app.
    files: ['apps/bff/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/bff/tsconfig.json' } },
      'boundaries/include': ['apps/bff/src/**/*'],
      'boundaries/elements': [
        ...BFF_MODULES.filter((module) => !module.endsWith('.ts')).map((module) => ({
          type: module,
          pattern: `apps/bff/src/${module}`,
          partialMatch: false,
        })),
        // The files at the top of src/, told apart by their names (bffModule below).
        { type: 'src', pattern: 'apps/bff/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Packages (the shared domain, Fastify, tRPC) are open to every layer.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            ...BFF_MODULES.map((module, index) => ({
              from: { element: bffModule(module) },
              allow: { to: { element: BFF_MODULES.slice(index).map(bffModule) } },
            })),
            {
              from: { file: { path: 'apps/bff/src/**/*.test.ts' } },
              allow: { to: { element: BFF_LAYERS[0].modules.map(bffModule) } },
            },
          ],
        },
      ],
    },
  },
  {
    // The upstreams' wire shapes stay behind the upstream clients: routers and services speak the
    // domain of @casino/shared, and the router's types (which the web app reads) never reach them.
    files: ['apps/bff/src/**/*.ts'],
    ignores: ['apps/bff/src/upstreams/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@casino/upstream-contract(/|$)',
              message: 'Only upstreams/ reads the upstream contract; map to @casino/shared there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components, screens and their hooks reach the BFF through hooks of a feature's api/ modules
    // (or lib's), which own each procedure's options, invalidations and cache keys.
    files: [
      'apps/web/src/**/components/**/*.{ts,tsx}',
      'apps/web/src/**/routes/**/*.{ts,tsx}',
      'apps/web/src/**/hooks/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trpc/react-query',
              message: "A feature's api/ module (or lib) calls tRPC; components use its hooks.",
            },
          ],
          patterns: [
            {
              group: ['**/lib/trpc', '**/lib/trpc.js'],
              importNames: ['trpc'],
              message: "A feature's api/ module (or lib) calls tRPC; components use its hooks.",
            },
          ],
        },
      ],
    },
  },
  {
    // A journey runs on the harness (its own BFF per worker, a fresh player): never bare Playwright.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Journeys take test and expect from ../support/fixtures.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Files the web app serves as they are, to the browser.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
