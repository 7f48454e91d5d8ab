import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database, SqlSession } from '../database/connection';

/** Work the server does on its own, now and then: renewals, reminder mails. */
export interface ScheduledJob {
  /** Names the job in the log and, with the schema, its lock: unique among the jobs. */
  name: string;
  /** From the start of one run to the start of the next. */
  intervalMs: number;
  /** Whether the server's start runs it (and waits for it) before the first interval; default yes. */
  atStart?: boolean;
  /**
   * One run. It may still run more than once for a period (an instance that starts after
   * another one's run has ended runs it again), so it is idempotent: it does only what is due.
   */
  run(now: Date): Promise<unknown>;
}

export interface ScheduledJobsOptions {
  database: Database;
  jobs: ScheduledJob[];
}

/**
 * Runs each job when the server starts (registering the plugin waits for those first runs; not
 * those `atStart: false`) and then every `intervalMs` until the server closes, once across all API instances on one
 * database: a run holds a PostgreSQL advisory lock named after the job, and an instance that
 * finds the lock taken skips that run, as it skips a run while its own previous one is still
 * going. A failed run is logged; the next one comes all the same.
 */
export const scheduledJobs: FastifyPluginAsync<ScheduledJobsOptions> = async (app, options) => {
  const { database, jobs } = options;
  const running = new Map<string, Promise<void>>();
  let closing = false;

  const runOnce = (job: ScheduledJob): Promise<void> => {
    const current = running.get(job.name);
    if (current || closing) return current ?? Promise.resolve();
    const run = runLocked(database, job, app.log)
      .catch((error: unknown) => {
        app.log.error({ err: error, job: job.name }, `The scheduled job ${job.name} failed`);
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  for (const job of jobs) if (job.atStart !== false) await runOnce(job);
  // Unref'd: the timers alone keep no process (a script, a test) alive.
  const timers = jobs.map((job) => setInterval(() => void runOnce(job), job.intervalMs).unref());
  // preClose: before the onClose hooks, one of which closes the database.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  });
};

/** The first half of every job's lock key: the jobs' own space among advisory locks. */
const jobLockSpace = 7_346_102;

/**
 * Runs the job holding its advisory lock in a session of its own (the job works on other
 * connections meanwhile), or skips the run when another session holds the lock. The lock is a
 * session's, not a transaction's: on PGlite an open transaction would hold back the job's own
 * queries.
 */
async function runLocked(
  database: Database,
  job: ScheduledJob,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.session(async (session) => {
    const key = await jobLockKey(session, job.name);
    const [lock] = await session.rows<{ acquired: boolean }>(
      // PGlite has one session for everyone, in which the lock is re-entrant: a lock held in
      // this database counts as taken, whichever session holds it.
      `SELECT CASE
         WHEN EXISTS (
           SELECT 1 FROM pg_locks
           WHERE locktype = 'advisory'
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND classid = $1::int::oid AND objid = $2::int::oid AND objsubid = 2
         ) THEN false
         ELSE pg_try_advisory_lock($1, $2)
       END AS acquired`,
      [jobLockSpace, key],
    );
    if (!lock?.acquired) {
      log.debug({ job: job.name }, `The scheduled job ${job.name} runs elsewhere: skipped`);
      return;
    }
    try {
      await job.run(new Date());
    } finally {
      await session.rows('SELECT pg_advisory_unlock($1, $2)', [jobLockSpace, key]);
    }
  });
}

/**
 * The second half of the key, from the job's name and the schema: instances of one deployment
 * share it, deployments (or test files) in schemas of their own on one server do not.
 */
async function jobLockKey(session: SqlSession, name: string): Promise<number> {
  const [row] = await session.rows<{ schema: string | null }>('SELECT current_schema() AS schema');
  const digest = createHash('sha256')
    .update(`${row?.schema ?? ''}/${name}`)
    .digest();
  // Not negative: pg_locks shows it as an oid.
  return digest.readInt32BE(0) & 0x7fffffff;
}
