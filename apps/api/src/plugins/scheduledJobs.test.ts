import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../database/connection';
import { openTestDatabase } from '../testing/testDatabase';
import { scheduledJobs, type ScheduledJob } from './scheduledJobs';

// On PGlite, or with TEST_DATABASE_URL on that PostgreSQL server (testing/testDatabase.ts). Two
// apps on one database stand for two API instances: on PostgreSQL each run takes a connection
// of its own from the pool, on PGlite they share its one session.

let database: Database;

beforeAll(async () => {
  // The locks need no tables.
  database = await openTestDatabase('empty');
});

afterAll(async () => {
  await database?.close();
});

/** An app (an API instance) with the plugin, started: the jobs' first runs are done. */
async function startApp(jobs: ScheduledJob[], logLines?: string[]) {
  const app = Fastify({
    logger: logLines ? { level: 'info', stream: { write: (line) => logLines.push(line) } } : false,
  });
  onTestFinished(() => app.close());
  await app.register(scheduledJobs, { database, jobs });
  await app.ready();
  return app;
}

const jobName = (what: string) => `${what}-${randomUUID()}`;

/** The advisory locks of the jobs' key space that someone holds. */
async function heldJobLocks(): Promise<number> {
  const [row] = await database.session((session) =>
    session.rows<{ held: number }>(
      `SELECT count(*)::int AS held FROM pg_locks
       WHERE locktype = 'advisory' AND classid = 7346102::oid AND objsubid = 2`,
    ),
  );
  return row!.held;
}

describe('scheduled jobs', () => {
  it('run at start, then every interval until the server closes', async () => {
    const runs: Date[] = [];
    const before = new Date();
    const app = await startApp([
      { name: jobName('count'), intervalMs: 40, run: async (now) => void runs.push(now) },
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.getTime()).toBeGreaterThanOrEqual(before.getTime());

    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    expect(await heldJobLocks()).toBe(0);

    await app.close();
    const closedAt = runs.length;
    await sleep(200);
    expect(runs).toHaveLength(closedAt);
  });

  it('leave a job marked atStart: false to its first interval', async () => {
    const runs: Date[] = [];
    await startApp([
      {
        name: jobName('later'),
        intervalMs: 200,
        atStart: false,
        run: async (now) => void runs.push(now),
      },
    ]);
    expect(runs).toHaveLength(0);
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 5_000 });
  });

  it('log a failed run and run again at the next interval', async () => {
    const lines: string[] = [];
    const name = jobName('failing');
    let calls = 0;
    await startApp(
      [
        {
          name,
          intervalMs: 40,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('The mail server did not answer');
          },
        },
      ],
      lines,
    );
    expect(calls).toBe(1);

    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        job: name,
        msg: `The scheduled job ${name} failed`,
        err: expect.objectContaining({ message: 'The mail server did not answer' }),
      }),
    ]);
    // The failed run let go of its lock, or the later runs would have been skipped.
    expect(await heldJobLocks()).toBe(0);
  });

  it('run once when two instances start at the same moment', async () => {
    const name = jobName('once');
    const ranBy: string[] = [];
    const job = (instance: string): ScheduledJob => ({
      name,
      intervalMs: 60 * 60_000,
      run: async () => {
        ranBy.push(instance);
        // Long enough that the other instance tries while this run holds the lock.
        await sleep(200);
      },
    });

    await Promise.all([startApp([job('first')]), startApp([job('second')])]);

    expect(ranBy).toHaveLength(1);
    expect(await heldJobLocks()).toBe(0);
  });

  it('never run in two instances at once, however their intervals meet', async () => {
    const name = jobName('overlap');
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    const job: ScheduledJob = {
      name,
      intervalMs: 30,
      run: async () => {
        active += 1;
        mostActive = Math.max(mostActive, active);
        runs += 1;
        await sleep(70);
        active -= 1;
      },
    };

    await Promise.all([startApp([job]), startApp([job]), startApp([job])]);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 5_000 });

    expect(mostActive).toBe(1);
  });

  it('keep the jobs of another name apart: each takes a lock of its own', async () => {
    const ran: string[] = [];
    const slow = (name: string): ScheduledJob => ({
      name,
      intervalMs: 60 * 60_000,
      run: async () => {
        ran.push(name);
        await sleep(100);
      },
    });
    const [renewals, mails] = [jobName('renewals'), jobName('mails')];

    await Promise.all([startApp([slow(renewals)]), startApp([slow(mails)])]);

    expect(ran.sort()).toEqual([mails, renewals].sort());
  });
});
