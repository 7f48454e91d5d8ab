import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../mail/tables';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { decodeHtml } from '../testing/signOnBrowser';

// A server of its own: the counts per connection fill up here (every request is 127.0.0.1).
const server = apiTestServerPerFile({ resetEachTest: false });

const password = 'Heuwender-Mähwerk-7';

function register(email: string) {
  return server.app.inject({
    method: 'POST',
    url: '/realms/lindner/login-actions/registration?kc_locale=de',
    payload: {
      email,
      firstName: 'Anna',
      lastName: 'Huber',
      password,
      'password-confirm': password,
    },
  });
}

function requestReset(email: string, remoteAddress = '127.0.0.1') {
  return server.app.inject({
    method: 'POST',
    url: '/realms/lindner/login-actions/reset-credentials?kc_locale=de',
    payload: { email },
    remoteAddress,
  });
}

async function mailCount(address: string) {
  return (await server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, address)))
    .length;
}

const tooOften = /Das war zu oft in kurzer Zeit\. Versuche es bitte in \d+ Minuten? noch einmal\./;

describe('throttling of registration and reset', () => {
  it('takes 3 registrations to one address an hour, and 10 from one connection', async () => {
    const owner = 'josef.brunner@example.com';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await register(owner)).statusCode).toBe(200);
    }
    const refused = await register(owner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(decodeHtml(refused.body)).toMatch(tooOften);
    expect(await mailCount(owner)).toBe(3);

    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await register(`throttled.${attempt}@example.org`)).statusCode).toBe(200);
    }
    const fromHere = await register('one.more@example.org');
    expect(fromHere.statusCode).toBe(429);
    expect(await mailCount('one.more@example.org')).toBe(0);
  });

  it('takes 3 reset requests for one address an hour, from any connection', async () => {
    const address = 'lena.gruber@example.com';
    for (const connection of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await requestReset(address, connection)).statusCode).toBe(200);
    }
    const refused = await requestReset(address, '10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(decodeHtml(refused.body)).toMatch(tooOften);
    // Another address from the same connection is still taken.
    expect((await requestReset('someone.else@example.org', '10.0.0.4')).statusCode).toBe(200);
  });
});
