// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install Debian\'s Chromium with "apt-get install -y chromium" (as root), ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'lindner-test-'));
const report = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];
const steps = [
  ['message catalogs', 'node', ['scripts/messages.mjs']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['unit, component and story tests', 'npx', ['vitest', 'run', ...report('vitest')]],
  ['package and portal builds', 'npm', ['run', 'build', '--workspaces', '--if-present']],
  ['published packages', 'node', ['scripts/check-packages.mjs']],
  ['portal size budgets', 'node', ['scripts/size.mjs']],
  [
    'end-to-end tests',
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...report('e2e')],
  ],
];

const started = Date.now();
let failedStep;
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  console.log(`◀ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(stepStarted)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = failedStep ? 1 : 0;
for (const name of ['vitest', 'e2e']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
}
console.log(
  `\nnpm test took ${seconds(started)} s${failedStep ? `; failed at: ${failedStep}` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}
