import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceConditions } from './vite.shared.ts';

const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--font-render-hinting=none',
    ],
  },
});

// Each browser project names its instance: two projects may not share one name.
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const, name }],
  screenshotFailures: false,
});

// Pre-bundled up front: a dependency found mid-run makes Vite reload and the run flaky.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react-intl',
    'intl-messageformat',
    'react-router',
    'swr',
    'vitest-browser-react/pure',
    'keycloak-js',
    'radix-ui',
    'final-form',
    'react-final-form',
    'leaflet',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  ],
};

// vanilla-extract evaluates `.css.ts` files in a server environment of its own: there too from
// source, or `vars` of '@lindner/ui' in another package's styles would come from its dist.
const styleEvaluation = {
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export default defineConfig({
  resolve: { conditions: sourceConditions },
  environments: styleEvaluation,
  test: {
    // expect.poll and expect.element retry until what they wait for is there; on a busy machine
    // a component may need more than the default 1 s to load its texts and render.
    expect: { poll: { timeout: 4_000 } },
    // A timeout catches a hang, not slowness: on a busy 2-core machine a test that takes 1 s
    // idle (opening a prepared database, loading a story's texts) may take ten.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Node tests import workspace packages from source, as the browser projects do.
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          environment: 'node',
          // The API tests' prepared databases and sign-on keys, made once before any file runs.
          globalSetup: ['apps/api/src/testing/globalSetup.ts'],
          // One process runs every file, each importing what the one before has loaded already:
          // a process of its own per file cost 2 s of a core before the first test of an API
          // file (importing the server, compiling PGlite's WebAssembly) and took the project
          // from 250 s of a core to 600. Each API file still opens a database and starts a
          // server of its own (apps/api/src/testing/apiTestServer.ts) and closes them after.
          // A file that mocks a module loads it anew (see modules/events/eventMail.test.ts).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Two API instances need a PostgreSQL and a Redis server to share: where none is given
          // (`npm test` on a machine without them; CI's .ci/run starts both) the file has no test.
          exclude:
            process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
              ? configDefaults.exclude
              : [...configDefaults.exclude, 'apps/api/src/twoInstances.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          browser: browser('components (chromium)'),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: browser('stories (chromium)'),
          // The story files run one after another in one frame that loads Storybook's preview,
          // axe and the design system once: a frame per file cost 1.5 s of setup apiece and
          // took the project from 70 s of a core to 200. Storybook unmounts a story and removes
          // its root before it renders the next, in the next file as in the same one. (The
          // component tests stay isolated: they mock modules and stub globals.)
          isolate: false,
        },
      },
    ],
  },
});
