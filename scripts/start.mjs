// `npm start`: builds the portal, then runs the reference backend serving it, the API and the
// development sign-on provider as one process on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const args of [
  ['run', 'messages'],
  ['run', 'build', '-w', '@lindner/portal'],
]) {
  const { status } = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(
  join(root, 'node_modules/.bin/tsx'),
  ['--conditions=source', join(root, 'apps/api/src/main.ts')],
  {
    cwd: root,
    // The IPC channel carries main.ts's message that the server is ready.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      SSO_DEV_PROVIDER: 'on',
      STATIC_DIR: join(root, 'apps/portal/dist'),
      ...process.env,
    },
  },
);
server.once('message', (message) => {
  if (!message?.ready) return;
  const lines = message.addresses.map(([label, url]) => `  ${`${label}:`.padEnd(15)}${url}`);
  console.log(`\nLindner is ready. Open:\n${lines.join('\n')}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
