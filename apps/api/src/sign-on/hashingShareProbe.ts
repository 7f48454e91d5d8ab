// Run by passwords.test.ts in a process of its own: four wrong passwords checked in turn, and the
// CPU time the process spent on them against the time they took. In the test runner's process
// other files' leftovers (a closing database, garbage collection) would count too.
import { hashingLoad, hashPassword, verifyPassword } from './passwords';

async function idle() {
  while (hashingLoad().running > 0 || hashingLoad().waiting > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const stored = await hashPassword('farmer');
await idle();
const cpu = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: 4 }, () => verifyPassword('wrong', stored)));
await idle();
const tookMs = performance.now() - started;
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ busyMs: (used.user + used.system) / 1000, tookMs }));
