// `npm run bench:sign-in`: what a flood of wrong sign-ins costs the API's other requests.
// Starts the API (PGlite in memory, the development sign-on provider) in a child process, signs
// in as farmer through the provider's authorization-code flow and measures `GET /api/portal/user`
// with that token: N connections for S seconds, first alone, then while a worker thread floods
// the login form with wrong passwords (known and made-up user names) from rotating loopback
// addresses 127.0.0.2–127.0.0.254 (the server does not trust X-Forwarded-For, so each address is
// bound as the source). Prints requests/s, p50 and p97.5 latency, the flood's answers, the
// server's CPU, and the ratio of the throughputs (issue 27: at least 80 %).
//
// The runs alone come before and after the flood, and the ratio is to their mean, so that
// a change of the machine's other load meanwhile counts less; BENCH_ROUNDS repeats the three
// runs and takes the median ratio.
//
// BENCH_CONNECTIONS (10), BENCH_SECONDS (10), BENCH_ROUNDS (1), BENCH_FLOOD_CONNECTIONS (16),
// BENCH_FLOOD_NAMES (mixed | known | unknown), BENCH_FLOOD_ADDRESSES (253: 127.0.0.2 on),
// BENCH_API_ROOT (another checkout, to compare).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = resolve(import.meta.dirname, '..');
const portal = 'http://localhost:3000';
const realm = '/realms/lindner';
const knownNames = ['farmer', 'staff', 'newcomer'];

const setting = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

if (process.env.BENCH_SIGN_IN_ROLE === 'server') await serve();
else if (!isMainThread) await flood(workerData);
else await main();

async function main() {
  const connections = setting('BENCH_CONNECTIONS', 10);
  const seconds = setting('BENCH_SECONDS', 10);
  const floodConnections = setting('BENCH_FLOOD_CONNECTIONS', 16);
  const rounds = setting('BENCH_ROUNDS', 1);
  const names = process.env.BENCH_FLOOD_NAMES ?? 'mixed';
  const addresses = Math.min(253, setting('BENCH_FLOOD_ADDRESSES', 253));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    const token = await signIn(base, 'farmer');
    console.log(
      `GET /api/portal/user, ${connections} connections, ${seconds} s per run; flood: ${floodConnections} connections, ${names} user names, ${addresses} address${addresses === 1 ? '' : 'es'}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    );
    await load(base, token, connections, 2); // warm-up
    const ratios = [];
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) console.log(`round ${round}`);
      // Alone before and after the flood: the machine's other load may change meanwhile.
      const before = await measured(server.pid, () => load(base, token, connections, seconds));
      print('alone', before);
      const flood = { base, connections: floodConnections, names, addresses };
      const { flooded, floodStats } = await underFlood(flood, () =>
        measured(server.pid, () => load(base, token, connections, seconds)),
      );
      print('flood', flooded);
      const answers = Object.entries(floodStats.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      console.log(
        `         the flood: ${floodStats.requests} wrong sign-ins (${answers}) in ${(floodStats.ms / 1000).toFixed(1)} s`,
      );
      const after = await measured(server.pid, () => load(base, token, connections, seconds));
      print('alone', after);
      ratios.push(flooded.rate / ((before.rate + after.rate) / 2));
    }
    ratios.sort((a, b) => a - b);
    const ratio = ratios[Math.floor((ratios.length - 1) / 2)];
    console.log(
      `throughput under the flood: ${(ratio * 100).toFixed(0)} % of alone${rounds > 1 ? ` (median of ${rounds} rounds: ${ratios.map((each) => (each * 100).toFixed(0)).join(', ')} %)` : ''}, ${ratio >= 0.8 ? 'meets' : 'BELOW'} the 80 % of issue 27; load average ${loadavg()[0].toFixed(1)}`,
    );
    process.exitCode = ratio >= 0.8 ? 0 : 1;
  } finally {
    server.kill();
  }
}

/** `measure` while a worker floods the login form; the flood ends (and drains) before this does. */
async function underFlood(flood, measure) {
  const flooder = new Worker(import.meta.filename, { workerData: flood });
  try {
    await new Promise((ready) => flooder.once('message', ready));
    await sleep(1000);
    const flooded = await measure();
    flooder.postMessage('stop');
    const floodStats = await new Promise((done) => flooder.once('message', done));
    return { flooded, floodStats };
  } finally {
    await flooder.terminate();
  }
}

function print(label, { rate, p50, p975, errors, cpu }) {
  console.log(
    `  ${label.padEnd(6)} ${rate.toFixed(0).padStart(6)} requests/s, p50 ${p50.toFixed(1)} ms, p97.5 ${p975.toFixed(1)} ms${errors ? `, ${errors} errors` : ''}${cpu === undefined ? '' : `; server CPU ${(cpu * 100).toFixed(0)} % of one core`}`,
  );
}

/** Runs the API under tsx (its modules are TypeScript) and resolves once it listens. */
async function startServer(port) {
  const apiRoot = resolve(process.env.BENCH_API_ROOT ?? root);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', import.meta.filename],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        BENCH_SIGN_IN_ROLE: 'server',
        BENCH_SIGN_IN_PORT: String(port),
        BENCH_API_ROOT: apiRoot,
      },
    },
  );
  await new Promise((ready, failed) => {
    child.once('message', ready);
    child.once('exit', (code) => failed(new Error(`the API stopped (${code}) before it listened`)));
  });
  return child;
}

/** The child: the API with the test configuration, listening on 127.0.0.1. */
async function serve() {
  const port = Number(process.env.BENCH_SIGN_IN_PORT);
  const api = (path) => import(join(process.env.BENCH_API_ROOT, 'apps/api/src', path));
  const { openDatabase } = await api('database/connection.ts');
  const { applyMigrations } = await api('database/migrations.ts');
  const { seedDemoData } = await api('seed/demoData.ts');
  const { startTestServer } = await api('testing/testServer.ts');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  // The demo users (password = user name): the server itself seeds nothing.
  await applyMigrations(database);
  await seedDemoData(database);
  const { app } = await startTestServer(database, {
    publicUrl: `http://127.0.0.1:${port}`,
    // Another origin than the provider's, so that the code stays in the last redirect.
    signOn: { redirectUris: [`${portal}/*`] },
  });
  await app.listen({ host: '127.0.0.1', port });
  process.send('listening');
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

/** `GET /api/portal/user` on `connections` keep-alive connections for `seconds`. */
async function load(base, token, connections, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(`${base}/api/portal/user`);
  const headers = { authorization: `Bearer ${token}` };
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < ends) {
        const sent = performance.now();
        const { status } = await send(url, { agent, headers });
        latencies.push(performance.now() - sent);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const took = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  return { rate: (latencies.length / took) * 1000, p50: at(0.5), p975: at(0.975), errors };
}

/** The result of `run`, with the server's CPU time over it (Linux: /proc). */
async function measured(pid, run) {
  const cpuTime = () => {
    const stat = `/proc/${pid}/stat`;
    if (!existsSync(stat)) return undefined;
    const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  };
  const before = cpuTime();
  const started = performance.now();
  const result = await run();
  const after = cpuTime();
  const cpu =
    before === undefined ? undefined : (after - before) / ((performance.now() - started) / 1000);
  return { ...result, cpu };
}

/** The worker: wrong passwords on `connections` pending sign-ins, each from the next address. */
async function flood({ base, connections, names, addresses }) {
  const agents = new Map();
  const agentFor = (localAddress) => {
    if (!agents.has(localAddress)) {
      agents.set(localAddress, new Agent({ keepAlive: true, localAddress }));
    }
    return agents.get(localAddress);
  };
  const logins = await Promise.all(Array.from({ length: connections }, () => pendingLogin(base)));
  let stop = false;
  let sent = 0;
  const statuses = {};
  parentPort.on('message', () => {
    stop = true;
  });
  parentPort.postMessage('flooding');
  const started = performance.now();
  await Promise.all(
    logins.map(async ({ action, cookie }) => {
      while (!stop) {
        const index = sent++;
        const address = `127.0.0.${2 + (index % addresses)}`;
        const made = names === 'unknown' || (names === 'mixed' && index % 2 === 1);
        const username = made
          ? `nobody-${randomBytes(4).toString('hex')}`
          : knownNames[index % knownNames.length];
        const { status } = await send(action, {
          method: 'POST',
          agent: agentFor(address),
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username, password: `guess-${index}` }).toString(),
        });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  parentPort.postMessage({ requests: sent, statuses, ms: performance.now() - started });
  for (const agent of agents.values()) agent.destroy();
}

/** A sign-in started as keycloak-js starts it: the login form's address and its cookies. */
async function pendingLogin(base) {
  const jar = new Map();
  const verifier = randomBytes(48).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'lindner-pimcore',
    redirect_uri: `${portal}/callback`,
    state: randomBytes(16).toString('hex'),
    nonce: randomBytes(16).toString('hex'),
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let response = await browse(
    jar,
    new URL(`${base}${realm}/protocol/openid-connect/auth?${params}`),
  );
  while (response.location?.startsWith(base))
    response = await browse(jar, new URL(response.location));
  const action = /<form[^>]+action="([^"]+)"/.exec(response.body)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no login form: ${response.status} ${response.body.slice(0, 200)}`);
  return { action: new URL(action, base), cookie: cookieHeader(jar), jar, verifier };
}

/** The authorization-code flow with PKCE, as the portal goes through it: an access token. */
async function signIn(base, username) {
  const { action, jar, verifier } = await pendingLogin(base);
  let response = await browse(jar, action, { username, password: username });
  while (response.location?.startsWith(base))
    response = await browse(jar, new URL(response.location));
  const code = new URLSearchParams(new URL(response.location ?? portal).hash.slice(1)).get('code');
  if (!code) throw new Error(`no code for ${username}: ${response.status}`);
  const tokens = await send(new URL(`${base}${realm}/protocol/openid-connect/token`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'lindner-pimcore',
      redirect_uri: `${portal}/callback`,
      code_verifier: verifier,
    }).toString(),
  });
  return JSON.parse(tokens.body).access_token;
}

/** One request with the jar's cookies, keeping the ones set; a form posts. */
async function browse(jar, url, form) {
  const response = await send(url, {
    method: form ? 'POST' : 'GET',
    headers: {
      cookie: cookieHeader(jar),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  for (const cookie of response.headers['set-cookie'] ?? []) {
    const [pair] = cookie.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  const location = response.headers.location;
  return { ...response, location: location && new URL(location, url).href };
}

function cookieHeader(jar) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function send(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
