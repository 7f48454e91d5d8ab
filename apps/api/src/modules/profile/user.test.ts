import { apiEnvelopeSchema, userSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const { call } = apiTestServerPerFile();

describe('GET /user', () => {
  it('returns the caller in the envelope', async () => {
    const response = await call(demoIds.farmer, '/user');
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(userSchema).parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data.data).toMatchObject({
      id: demoIds.farmer,
      username: 'farmer',
      firstName: 'Josef',
      customerNr: 'AT-104582',
      roles: ['customer'],
    });
    expect(body.data.data).not.toHaveProperty('passwordHash');
  });

  it('returns each caller only themselves', async () => {
    const newcomer = apiEnvelopeSchema(userSchema).parse(
      (await call(demoIds.newcomer, '/user')).json(),
    );
    expect(newcomer.data.data).toMatchObject({ username: 'newcomer', customerNr: null });
    const staff = apiEnvelopeSchema(userSchema).parse((await call(demoIds.staff, '/user')).json());
    expect(staff.data.data).toMatchObject({ username: 'staff', roles: ['staff'] });
  });

  it('adds a user seen for the first time, as behind a real Keycloak', async () => {
    const subject = '0b6e8a2c-7d1f-4c3a-9e5b-2f4d6a8c0e11';
    const response = await call(subject, '/user');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data).toMatchObject({ id: subject, customerNr: null, roles: [] });
    expect((await call(subject, '/fleet')).json().data.data.vehicles).toEqual([]);
  });
});
