import { apiErrorEnvelopeSchema } from '@lindner/api/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../../seed/demoData';
import { apiTestServerPerFile } from '../../../testing/apiTestServer';

// A file of its own: the limit counts per server instance, which each test file starts anew.
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const transferPath = `/fleet/${demoIds.farmerLintrac}/transfer`;

async function mailCount(): Promise<number> {
  const result = await server.database.orm.execute(sql`SELECT count(*)::int AS count FROM mailbox`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
}

describe('POST /fleet/{id}/transfer', () => {
  it('takes ten offers from one seller in an hour: each mails the buyer', async () => {
    const offer = () =>
      call(demoIds.farmer, transferPath, {
        method: 'POST',
        json: { buyerEmail: 'lena.gruber@example.com', diaryGoes: true },
      });
    // A refused offer sends nothing and does not count.
    const refused = await call(demoIds.farmer, transferPath, {
      method: 'POST',
      json: { buyerEmail: 'josef.brunner@example.com', diaryGoes: true },
    });
    expect(refused.statusCode).toBe(400);
    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await offer()).statusCode, `offer ${sent}`).toBe(200);
      expect((await call(demoIds.farmer, transferPath, { method: 'DELETE' })).statusCode).toBe(200);
    }
    expect(await mailCount()).toBe(10);

    const throttled = await offer();
    expect(throttled.statusCode).toBe(429);
    expect(apiErrorEnvelopeSchema.parse(throttled.json()).message).toBe(
      'You have offered many transfers in a short time. Please try again in an hour.',
    );
    expect(await mailCount()).toBe(10);
  });
});
