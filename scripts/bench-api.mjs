// `npm run bench:api`: the API at scale (DESIGN.md "Performance budgets", issue 28 point 5).
// Seeds a fresh database with 10 000 used machines, 10 000 marketplace ads, 2 000 events and
// 1 000 users, each with a fleet of 1 to 3 vehicles and a year of diary
// (apps/api/src/seed/scale/), then measures for one caller, in process (Fastify's `inject`, one
// request after the other): the used-machine search with three filters and a distance, the
// marketplace list with two filters, the event list and one vehicle's diary of a year as its
// owner (p95 under 50 ms each); and over real HTTP against the listening server, `GET /user`
// at a constant 200 requests per second (p95 under 10 ms). Prints one table per database with
// p50 and p95 in ms, the machine's cores and load average; exits with 1 when a figure misses
// its budget.
//
// PGlite (in memory) always; PostgreSQL too with `--postgres=postgres://…` or DATABASE_URL,
// in a schema of its own that is dropped afterwards. The server runs as in production
// (`development: false`: answers are not checked against their schemas a second time), without
// the request log. The constant rate is paced here, not by autocannon's `overallRate`: that one
// sends each connection's share back to back at the start of every second, a burst rather than
// a rate. Requests leave every 1/rate s whether or not earlier ones have been answered (an open
// loop, from a worker thread), and each one's latency runs from when it was due to leave.
//
// BENCH_ROUNDS (300 requests per endpoint, after 30 to warm up), BENCH_SECONDS (10 s of
// `GET /user`, after 2 s to warm up), BENCH_RATE (200 requests per second), `--pglite=false`
// (PostgreSQL only).
import { spawnSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, getPriority, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = resolve(import.meta.dirname, '..');
const apiPath = '/api/portal';
/** DESIGN.md "Performance budgets": p95 of a list, and of `GET /user` at the rate. */
const budgetMs = { list: 50, user: 10 };

const setting = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

if (!isMainThread) {
  parentPort.postMessage(await pacedLoad(workerData));
} else if (!process.env.BENCH_API_RUN) {
  // The API's modules are TypeScript: run again under tsx, with the packages' source.
  const { status } = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', import.meta.filename, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_API_RUN: '1' } },
  );
  process.exit(status ?? 1);
} else {
  process.exit(await main());
}

async function main() {
  const flags = Object.fromEntries(
    process.argv
      .slice(2)
      .map((arg) => /^--([a-z-]+)(?:=(.*))?$/.exec(arg))
      .filter(Boolean)
      .map(([, name, value]) => [name, value ?? 'true']),
  );
  const postgresUrl = flags.postgres || process.env.DATABASE_URL || null;
  const runs = [];
  if (flags.pglite !== 'false') runs.push({ kind: 'pglite' });
  if (postgresUrl) runs.push({ kind: 'postgres', url: postgresUrl });
  if (runs.length === 0) {
    console.error('Nothing to measure: --pglite=false without --postgres or DATABASE_URL');
    return 2;
  }

  const api = (path) => import(join(root, 'apps/api/src', path));
  const modules = {
    ...(await api('database/connection.ts')),
    ...(await api('database/migrations.ts')),
    ...(await api('seed/scale/seedAtScale.ts')),
    ...(await api('sign-on/passwords.ts')),
    ...(await api('testing/testServer.ts')),
    pg: (await import('pg')).default,
  };

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `bench:api, ${new Date().toISOString()}: Node ${process.version}, ${cpu}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, scheduling ${scheduling()}; load average ${loadavg()
      .map((each) => each.toFixed(2))
      .join(' ')}`,
  );
  let withinBudgets = true;
  for (const run of runs) {
    const results = await (run.kind === 'pglite'
      ? benchPglite(modules)
      : benchPostgres(modules, run.url));
    printTable(results);
    withinBudgets &&= results.rows.every(withinBudget);
  }
  console.log(
    withinBudgets ? '\nEvery figure is within its budget.' : '\nA figure MISSES its budget.',
  );
  return withinBudgets ? 0 : 1;
}

async function benchPglite(modules) {
  const database = await modules.openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const [{ version }] = await database.session((session) =>
      session.rows("SELECT split_part(version(), ' ', 2) AS version"),
    );
    return await bench(modules, database, `PGlite ${version} (in memory)`);
  } finally {
    await database.close();
  }
}

async function benchPostgres(modules, url) {
  const schema = `bench_api_${process.pid}`;
  const admin = new modules.pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const database = await modules.openDatabase({ kind: 'postgres', url, searchPath: schema });
    try {
      const {
        rows: [{ server_version: version }],
      } = await admin.query('SHOW server_version');
      return await bench(
        modules,
        database,
        `PostgreSQL ${version.split(' ')[0]} (${new URL(url).host})`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

async function bench(modules, database, label) {
  const today = new Date();
  const started = performance.now();
  await modules.applyMigrations(database);
  const { rows: seeded, fleets } = await modules.seedAtScale(database, {
    today,
    passwordHash: await modules.hashPassword('scale-benchmark'),
  });
  // As a database in use has them: the planner's statistics and the visibility map.
  await database.session((session) => session.exec('VACUUM ANALYZE'));
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n${label}: migrated and seeded in ${seedSeconds.toFixed(1)} s (${Object.entries(seeded)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ')})`,
  );

  const { app, keys, options } = await modules.startTestServer(database, { development: false });
  try {
    // The caller: the owner of the first vehicle that keeps a fuel diary.
    const vehicle = fleets.vehicles.find((each) => each.dataSource === 'fuelDiary');
    const token = await modules.accessTokenFor(keys, options, vehicle.userId, {
      expiresIn: '2 hours',
    });
    const asOwner = { authorization: `Bearer ${token}` };
    const yearAgo = new Date(today.getTime() - 364 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const diaryPath = `/fleet/${vehicle.id}/diary?from=${yearAgo}&to=${today.toISOString().slice(0, 10)}`;
    const rounds = setting('BENCH_ROUNDS', 300);
    const loadBefore = loadavg()[0];
    const rows = [];
    const inProcess = async (name, path, { headers = {}, times = rounds, budget, found }) => {
      const figures = await measureInject(app, `${apiPath}${path}`, headers, times);
      rows.push({ name, how: `inject × ${times}`, ...figures, budget, found: found(figures.last) });
    };
    await inProcess(
      'GET /machines: class, horsepower, year, 200 km around 6250',
      '/machines?class=tractor&hpMin=80&hpMax=130&yearMin=2015&zip=6250&radius=200',
      { budget: budgetMs.list, found: (data) => `${data.total} found` },
    );
    await inProcess(
      'GET /classified-ads: kind, condition',
      '/classified-ads?kind=offer&condition=used',
      {
        budget: budgetMs.list,
        found: (data) => `${data.total} found`,
      },
    );
    await inProcess('GET /events (upcoming)', '/events', {
      budget: budgetMs.list,
      found: (data) => `${data.events.length} events`,
    });
    await inProcess('GET /fleet/{id}/diary of a year (owner)', diaryPath, {
      headers: asOwner,
      budget: budgetMs.list,
      found: (data) => `${data.entries.length} entries`,
    });
    // The other searches the list offers: sorts, a deep page, many filters (no budget of theirs).
    for (const [name, path] of [
      ['GET /machines (no filter)', '/machines'],
      ['GET /machines: price ascending, page 40', '/machines?sort=priceAsc&page=40&size=48'],
      [
        'GET /machines: type, equipment, country, price',
        '/machines?type=used,demo&equipment=gps,airConditioning&country=AT,DE&price=upTo250',
      ],
      [
        'GET /machines: 80 km around Linz, price descending',
        '/machines?lat=48.3064&lng=14.2858&radius=80&sort=priceDesc&offer=normal,bargain',
      ],
    ]) {
      await inProcess(name, path, {
        times: Math.ceil(rounds / 3),
        budget: null,
        found: (data) => `${data.total} found`,
      });
    }

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();
    const rate = setting('BENCH_RATE', 200);
    const seconds = setting('BENCH_SECONDS', 10);
    const load = await inWorker({
      url: `http://127.0.0.1:${port}${apiPath}/user`,
      headers: asOwner,
      rate,
      warmUpSeconds: 2,
      seconds,
    });
    rows.push({
      name: 'GET /user',
      how: `HTTP, ${rate}/s for ${seconds} s: ${load.achievedRate.toFixed(1)}/s achieved`,
      p50: load.p50,
      p95: load.p95,
      budget: budgetMs.user,
      errors: load.errors,
      found: `${load.requests} requests, ${load.errors} errors, p99 ${load.p99.toFixed(1)} ms`,
    });
    return { label, seedSeconds, loadBefore, loadAfter: loadavg()[0], rows };
  } finally {
    await app.close();
  }
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** One request after the other; the last answer's payload is kept to say what was found. */
async function measureInject(app, url, headers, times) {
  const send = async () => {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) {
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    return response;
  };
  for (let round = 0; round < 30; round++) await send();
  const took = [];
  let last = null;
  for (let round = 0; round < times; round++) {
    const sent = performance.now();
    const response = await send();
    took.push(performance.now() - sent);
    if (round === times - 1) last = response.json().data.data;
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 0.5), p95: percentile(took, 0.95), last };
}

function inWorker(job) {
  return new Promise((done, failed) => {
    const worker = new Worker(import.meta.filename, { workerData: job });
    worker.once('message', done);
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`the load worker stopped (${code})`)));
  });
}

/**
 * The worker: `GET url` at a constant rate over keep-alive connections, each request sent when
 * it is due whatever became of the earlier ones; latencies of the requests after the warm-up.
 */
async function pacedLoad({ url, headers, rate, warmUpSeconds, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / rate;
  const warmUp = Math.round(rate * warmUpSeconds);
  const total = warmUp + Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  let answered = 0;
  let firstDue = 0;
  let lastAnswer = 0;
  const start = performance.now() + 20;
  const dueAt = (index) => start + index * interval;
  await new Promise((finished) => {
    const fire = (index) => {
      const due = dueAt(index);
      const counted = (ok) => {
        const now = performance.now();
        if (index >= warmUp) {
          latencies.push(now - due);
          lastAnswer = Math.max(lastAnswer, now);
          if (!ok) errors += 1;
        }
        if (++answered === total) finished();
      };
      const outgoing = httpRequest(url, { agent, headers }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => counted(incoming.statusCode === 200));
        incoming.on('error', () => counted(false));
      });
      outgoing.on('error', () => counted(false));
      outgoing.end();
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && dueAt(next) <= now) fire(next++);
      if (next < total) setTimeout(tick, Math.max(0, dueAt(next) - performance.now()));
    };
    firstDue = dueAt(warmUp);
    setTimeout(tick, 20);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const measuredSeconds = (lastAnswer - firstDue) / 1000;
  return {
    requests: latencies.length,
    errors,
    seconds: measuredSeconds,
    achievedRate: latencies.length / measuredSeconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** A figure within its budget: p95 under it, every request answered with 200. */
function withinBudget(row) {
  return row.budget === null || (row.p95 < row.budget && !row.errors);
}

/** How this process is scheduled (Linux): a real-time policy, or its nice value. */
function scheduling() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const [priority, policy] = [Number(fields[37]), Number(fields[38])];
    const policies = { 1: 'SCHED_FIFO', 2: 'SCHED_RR' };
    if (policies[policy]) return `${policies[policy]} priority ${priority}`;
  } catch {
    // Not Linux: the nice value only.
  }
  return `nice ${getPriority()}`;
}

function printTable({ label, loadBefore, loadAfter, rows }) {
  console.log(
    `\n${label}; ${availableParallelism()} cores, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
  );
  const lines = [
    ['endpoint', 'measured', 'p50 ms', 'p95 ms', 'budget p95', 'result', 'answer'],
    ...rows.map((row) => [
      row.name,
      row.how,
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.budget === null ? '–' : `< ${row.budget} ms`,
      row.budget === null ? '' : withinBudget(row) ? 'within' : 'MISSES',
      row.found,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(lines[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines.slice(1)) console.log(format(line));
}
