import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { testPublicUrl } from '../../testing/testServer';
import { settingsCalls } from './settingsTestData';

const server = apiTestServerPerFile();
const { send, confirmationLink } = settingsCalls(server);

describe('the development mailbox page', () => {
  it('lists the mails newest first, escaped, with clickable links', async () => {
    await server.database.orm.insert(mailbox).values({
      recipient: 'lena.gruber@example.com',
      subject: '<script>alert("subject")</script>',
      textBody: 'Hello <b>Lena</b> & co, see https://example.com/a?x=1&y=2.',
      createdAt: new Date(Date.now() - 60_000),
    });
    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const link = await confirmationLink(demoIds.newcomer);

    const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page.body).toContain('Hello &lt;b&gt;Lena&lt;/b&gt; &amp; co');
    expect(page.body).toContain(
      '<a href="https://example.com/a?x=1&amp;y=2">https://example.com/a?x=1&amp;y=2</a>.',
    );
    expect(page.body).toContain(`<a href="${testPublicUrl}${link}">`);
    // Newest first: the confirmation mail before the older one.
    expect(page.body.indexOf('Please confirm your subscription')).toBeLessThan(
      page.body.indexOf('&lt;script&gt;'),
    );
    const stylesheet = await server.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('is not served in production', async () => {
    const { app: production } = await server.variant({ devMailbox: false });
    const page = await production.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
  });
});
