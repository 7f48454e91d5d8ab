// `npm start -w apps/api`: the reference backend on 127.0.0.1:${PORT ?? 8080}, configured from the environment.
import { addressesToOpen, readConfig } from './config';
import { devMachines } from './seed/machines';
import { buildServer } from './server';

const started = performance.now();
const config = readConfig();
const port = Number(process.env.PORT ?? 8080);
const app = await buildServer({ ...config, devMachines });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: '127.0.0.1', port });
app.log.info(
  `Lindner API on ${config.publicUrl} in ${Math.round(performance.now() - started)} ms: ` +
    `API /api/${config.apiClientSegment}, sign-on ${
      config.signOn.devProvider
        ? `development provider at /realms/${config.signOn.realm}`
        : `${config.signOn.url}/realms/${config.signOn.realm}`
    }, database ${config.databaseUrl ? 'PostgreSQL' : (config.dataDir ?? 'in memory')}${
      config.staticDir ? `, portal from ${config.staticDir}` : ''
    }`,
);
// scripts/start.mjs (and anyone else who started this process with an IPC channel) learns here
// that the server answers, and which addresses to open.
process.send?.({ ready: true, addresses: addressesToOpen(config) });
