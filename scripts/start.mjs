// `npm start`: builds the portal, seeds the demo data into a database without users, then runs
// the reference backend serving it, the API and the development sign-on provider as one process
// on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsx = join(root, 'node_modules/.bin/tsx');
const env = {
  SSO_DEV_PROVIDER: 'on',
  STATIC_DIR: join(root, 'apps/portal/dist'),
  ...process.env,
};

for (const [command, args] of [
  [npm, ['run', 'messages']],
  [npm, ['run', 'build', '-w', '@lindner/portal']],
  // The server does no demo work: the demo users come from here, into a new database only.
  [tsx, ['--conditions=source', join(root, 'apps/api/src/seed/main.ts'), '--if-empty']],
]) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(tsx, ['--conditions=source', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  // The IPC channel carries main.ts's message that the server is ready.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
server.once('message', (message) => {
  if (!message?.ready) return;
  const lines = message.addresses.map(([label, url]) => `  ${`${label}:`.padEnd(15)}${url}`);
  console.log(`\nLindner is ready. Open:\n${lines.join('\n')}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
