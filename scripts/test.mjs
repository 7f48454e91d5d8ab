// `npm test`: every check the project has, in the order that fails fastest.
import { spawn } from 'node:child_process';
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

// npm puts the `node` package's Node 24 first on the path; say which one runs the suite.
console.log(`Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error('The suite runs on Node 24: start it with "npm test", which puts it on the path.');
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'lindner-test-'));
const report = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];
/** A stage of one step. */
const alone = (name, command, args) => [[[name, command, args]]];
/**
 * The stages run one after another. A stage of two lanes runs them side by side, each lane's
 * steps in order: the static checks (single-threaded) beside the builds, which neither reads
 * (lint, formatting and the type check skip build output), and the end-to-end tests beside the
 * size budgets. Two lanes use both cores; a lane's output is printed whole when its step ends,
 * so the log stays readable.
 */
const stages = [
  alone('message catalogs', 'node', ['scripts/messages.mjs']),
  [
    [
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
      ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ],
    [
      ['package and portal builds', 'npm', ['run', 'build', '--workspaces', '--if-present']],
      ['published packages', 'node', ['scripts/check-packages.mjs']],
      ['consumer app (packed packages)', 'node', ['scripts/consumer-test.mjs']],
    ],
  ],
  alone('unit, component and story tests', 'npx', ['vitest', 'run', ...report('vitest')]),
  // Each starts a server and a browser of its own and spends much of its time waiting for pages
  // to go quiet: the end-to-end tests leave about a third of the two cores idle, and measuring the
  // sizes (bytes, not timings) fills it.
  [
    [
      [
        'end-to-end tests',
        'npx',
        ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...report('e2e')],
      ],
    ],
    [['portal size budgets', 'node', ['scripts/size.mjs']]],
  ],
];

const started = Date.now();
let failedStep;
for (const lanes of stages) {
  const failures = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  failedStep = failures.find(Boolean);
  if (failedStep) break;
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

/** Runs a lane's steps in order; the name of the step that failed, if one did. */
async function runLane(lane, besideOthers) {
  for (const [name, command, args] of lane) {
    const stepStarted = Date.now();
    if (!besideOthers) console.log(`\n▶ ${name}`);
    const { status, output } = await run(command, args, besideOthers);
    if (besideOthers) process.stdout.write(`\n▶ ${name} (beside another step)\n${output}`);
    console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(stepStarted)} s`);
    if (status !== 0) return name;
  }
  return undefined;
}

/** A command's exit status, with its output collected when `collect` (else shown as it runs). */
function run(command, args, collect) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}
