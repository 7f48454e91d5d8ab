// The portal's API client (@lindner/api) against this backend, in process on a fresh database.
import { ApiError, apiSend, fetchCurrentUser, fetchFleet, initialize } from '@lindner/api/client';
import { farmSchema } from '@lindner/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './seed/demoData';
import { apiTestServerPerFile } from './testing/apiTestServer';

const server = apiTestServerPerFile({ listen: true, resetEachTest: false });

let baseUrl: string;
let farmerToken: string;
beforeAll(async () => {
  baseUrl = `${server.baseUrl}/api`;
  farmerToken = await server.tokenFor(demoIds.farmer);
});

function signInWith(token: string, locale?: string) {
  initialize({ baseUrl, clientSegment: 'portal', getToken: () => token, getLocale: () => locale });
}

describe('the client against the reference backend', () => {
  it('fetches the current user as the demo user farmer', async () => {
    signInWith(farmerToken);
    const user = await fetchCurrentUser();
    expect(user).toMatchObject({
      id: demoIds.farmer,
      username: 'farmer',
      firstName: 'Josef',
      lastName: 'Brunner',
    });
  });

  it('fetches the farmer’s fleet with its statistics', async () => {
    signInWith(farmerToken);
    const fleet = await fetchFleet();
    expect(fleet.vehicles.map((vehicle) => vehicle.id)).toEqual([
      demoIds.farmerGeotrac,
      demoIds.farmerLintrac,
    ]);
    expect(fleet.statistics.vehicleCount).toBe(2);
  });

  it('rejects a bad token with the server’s message', async () => {
    signInWith('not-a-token');
    const failure = fetchCurrentUser();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Token is invalid',
      message: 'Token is invalid',
    });
  });

  it('reports invalid input per field, in the portal’s language', async () => {
    signInWith(farmerToken, 'de-at');
    const failure = apiSend('POST', '/user/profile/farm', { since: 1998.5 }, farmSchema);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Bitte prüfe die markierten Felder.',
      fieldErrors: {
        name: 'Dieses Feld ist erforderlich.',
        since: 'Bitte eine vierstellige Jahreszahl eingeben.',
      },
    });
  });
});
