import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoIds } from '../seed/demoData';
import { apiTestServerPerFile } from '../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const envelope = (message: string) => ({ success: false, message, data: { data: null } });

describe('errors of every API route, public ones included', () => {
  it('answer a wrong method on a public route with 405 and Allow, without a token', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/portal/models',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual(envelope("Cette méthode n'est pas autorisée ici."));
  });

  it('answer a wrong method on a guarded route with 405 to a caller, 401 to anyone else', async () => {
    const response = await call(demoIds.farmer, '/fleet', { method: 'DELETE' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual(envelope('This method is not allowed here.'));
    const anonymous = await call(null, '/fleet', { method: 'DELETE' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(envelope('Token is missing'));
  });

  it('answer an unknown path with 404 to a caller and 401 without a token', async () => {
    const unknown = await call(demoIds.farmer, '/nope', { headers: { 'accept-language': 'de' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(envelope('Nicht gefunden.'));
    for (const path of ['/nope', '/models/lintrac-130/nope']) {
      const anonymous = await call(null, path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json(), path).toEqual(envelope('Token is missing'));
    }
  });

  it('refuse bodies they cannot read with 400, 413 and 415, in the caller’s language', async () => {
    const post = (contentType: string, payload: string, language = 'en') =>
      call(demoIds.farmer, '/user/profile/farm', {
        method: 'POST',
        headers: { 'content-type': contentType, 'accept-language': language },
        payload,
      });
    const malformed = await post('application/json', '{"name": ', 'de-AT');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(envelope('Die Anfrage ist kein gültiges JSON.'));
    const empty = await post('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(envelope('The request does not contain valid data.'));
    const xml = await post('application/xml', '<farm/>', 'fr-FR');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual(envelope("Ce format de données n'est pas accepté ici."));
    const huge = await post('application/json', JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(envelope('The request is too large.'));
  });

  it('answer an unexpected failure with 500 and a general message, logging no request data', async () => {
    const lines: string[] = [];
    const { app } = await server.variant({
      logRequests: true,
      logDestination: { write: (line) => lines.push(line) },
    });
    // The dealer search's place lookup fails as a broken database would.
    await server.database.orm.execute(sql`ALTER TABLE postal_codes RENAME TO postal_codes_away`);
    onTestFinished(async () => {
      await server.database.orm.execute(sql`ALTER TABLE postal_codes_away RENAME TO postal_codes`);
    });
    const response = await app.inject({
      url: '/api/portal/dealers?zip=4711&country=AT',
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(envelope('Es ist ein Fehler aufgetreten.'));
    const logged = lines.map((line) => JSON.parse(line));
    const failure = logged.find((entry) => entry.msg === 'Unexpected error');
    expect(failure).toMatchObject({
      level: 50,
      method: 'GET',
      route: '/api/portal/dealers',
      err: { message: expect.stringContaining('postal_codes') },
    });
    expect(lines.join('\n')).not.toContain('4711');
  });

  it('log a failing query without its parameters: neither the name nor the e-mail typed', async () => {
    const lines: string[] = [];
    const { call: callVariant } = await server.variant({
      logRequests: true,
      logDestination: { write: (line) => lines.push(line) },
    });
    // Saving the profile fails as a broken database would; PostgreSQL names the row in `detail`.
    await server.database.orm.execute(
      sql`ALTER TABLE users ADD CONSTRAINT audit_short_emails CHECK (length(email) < 5) NOT VALID`,
    );
    onTestFinished(async () => {
      await server.database.orm.execute(sql`ALTER TABLE users DROP CONSTRAINT audit_short_emails`);
    });
    const response = await callVariant(demoIds.farmer, '/user/profile', {
      method: 'PUT',
      json: {
        firstName: 'Verena',
        lastName: 'Quellhuber',
        email: 'verena.quellhuber@example.org',
        street: 'Almweg 7',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(envelope('There has been an error.'));
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'Unexpected error');
    expect(failure).toMatchObject({
      level: 50,
      method: 'PUT',
      route: '/api/portal/user/profile',
      err: { message: expect.stringContaining('audit_short_emails') },
    });
    const log = lines.join('\n');
    for (const typed of ['Verena', 'Quellhuber', 'verena.quellhuber', 'Almweg']) {
      expect(log).not.toContain(typed);
    }
  });

  it('answer an address too long, a broken upload and a bad violation report in the envelope', async () => {
    const tooLong = await server.app.inject({
      url: `/api/portal/events/${'a'.repeat(200)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(envelope('The address is too long.'));

    const brokenUpload = await call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=nothing-follows',
        'accept-language': 'en',
      },
      payload: '--nothing-follows\r\nContent-Disposition: form-data; name="picture"',
    });
    expect(brokenUpload.statusCode).toBe(400);
    expect(brokenUpload.json()).toMatchObject({ success: false, data: { data: null } });

    const report = await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<report/>',
    });
    expect(report.statusCode).toBe(415);
    expect(report.json()).toEqual(envelope('This content type is not accepted here.'));
  });
});
