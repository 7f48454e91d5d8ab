// `npm run bench:machines`: the budget of `GET /machines` (DESIGN.md "Performance budgets"):
// 10 000 machines in a fresh database, a search with three filters and a distance, answered
// in process many times; prints p50 and p95 in ms (target: p95 under 50 ms). PGlite always;
// with DATABASE_URL also that PostgreSQL server, in a schema of its own that is dropped after.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

// The API's modules are TypeScript: run again under tsx, with the packages' source.
if (!process.env.BENCH_MACHINES_RUN) {
  const { status } = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', import.meta.filename],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_MACHINES_RUN: '1' } },
  );
  process.exit(status ?? 1);
}

const api = (path) => import(join(root, 'apps/api/src', path));
const { openDatabase } = await api('database/connection.ts');
const { applyMigrations } = await api('database/migrations.ts');
const { seedDemoData } = await api('seed/demoData.ts');
const { generateMachines } = await api('seed/machineGenerator.ts');
const { insertMachines } = await api('seed/machines.ts');
const { machines } = await api('modules/used-machines/tables.ts');
const { startTestServer } = await api('testing/testServer.ts');
const pg = (await import('pg')).default;

const machineCount = 10_000;
const warmUp = 30;
const rounds = 300;
const budgetMs = 50;

/** The budget's search: class, horsepower, year, and 200 km around Kundl (zip 6250). */
const budgetSearch = 'class=tractor&hpMin=80&hpMax=130&yearMin=2015&zip=6250&radius=200';
const otherSearches = [
  '',
  'sort=priceAsc&page=40&size=48',
  'type=used,demo&equipment=gps,airConditioning&country=AT,DE&price=upTo250',
  'lat=48.3064&lng=14.2858&radius=80&sort=priceDesc&offer=normal,bargain',
];

async function seeded(database) {
  await applyMigrations(database);
  // The demo data (users; the models and dealers came with the migrations), then the generated
  // machines instead of the demo's.
  await seedDemoData(database);
  await database.orm.delete(machines);
  const started = performance.now();
  await insertMachines(
    database.orm,
    generateMachines(machineCount, {
      seed: 2026,
      today: new Date(),
      identifierPrefix: 'GB-',
      firstNumber: 100_001,
    }),
  );
  await database.transaction((session) => session.exec('ANALYZE'));
  return performance.now() - started;
}

/** What the figures say: wall-clock time, and this process's CPU time (other load aside). */
const figures = ({ p50, p95, cpu50, cpu95 }) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (CPU p50 ${cpu50.toFixed(1)} ms, p95 ${cpu95.toFixed(1)} ms)`;

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function measure(app, path, times) {
  const url = `/api/portal/machines${path ? `?${path}` : ''}`;
  for (let round = 0; round < warmUp; round++) await app.inject(url);
  const took = [];
  const busy = [];
  let total = null;
  for (let round = 0; round < times; round++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject(url);
    took.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    busy.push((used.user + used.system) / 1000);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    total ??= response.json().data.data.total;
  }
  took.sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  return {
    p50: percentile(took, 0.5),
    p95: percentile(took, 0.95),
    cpu50: percentile(busy, 0.5),
    cpu95: percentile(busy, 0.95),
    total,
  };
}

async function bench(label, database) {
  try {
    const seedMs = await seeded(database);
    const { app } = await startTestServer(database);
    try {
      console.log(
        `\n${label}: ${machineCount} machines seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
      );
      const budget = await measure(app, budgetSearch, rounds);
      const verdict = budget.p95 < budgetMs ? 'within' : 'OVER';
      console.log(
        `  GET /machines?${budgetSearch}\n    ${budget.total} found; ${figures(budget)}: ${verdict} the ${budgetMs} ms budget (${rounds} requests)`,
      );
      for (const search of otherSearches) {
        const other = await measure(app, search, 100);
        console.log(`  GET /machines?${search}\n    ${other.total} found; ${figures(other)}`);
      }
      return budget.p95 < budgetMs;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

let withinBudget = await bench(
  'PGlite (in memory)',
  await openDatabase({ kind: 'pglite', dataDir: null }),
);

const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_machines_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
    withinBudget = (await bench(`PostgreSQL (${new URL(url).host})`, database)) && withinBudget;
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
process.exit(withinBudget ? 0 : 1);
