import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { DemoDataSequencer } from './tests/e2e/sequencer';

// End-to-end tests drive Debian's Chromium through the built portal, served with the API and the
// development sign-on provider by one server process, as `npm start` runs them.
export default defineConfig({
  // The route table and demo ids come from the workspace sources.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/portalServer.ts'],
    // expect.poll waits for what a page does after an answer (bookmarks moved at sign-in): on a
    // busy 2-core machine that can take longer than the default second.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time on two cores.
    fileParallelism: false,
    // The files run in one process, one after another, and share its browser (browser.ts,
    // openBrowser) and the modules they import: a process and a browser launch per file cost
    // about two seconds apiece. Each file still gets contexts of its own and closes them.
    isolate: false,
    sequence: { sequencer: DemoDataSequencer },
  },
});
