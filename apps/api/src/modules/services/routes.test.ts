import { apiEnvelopeSchema, servicesSchema, type Services } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { users } from '../../plugins/users';

// The dealers are seed/dealers.ts's: each lies 0.004° north and 0.006° west of its town centre.

const server = apiTestServerPerFile();
const { call } = server;

const servicesEnvelope = apiEnvelopeSchema(servicesSchema);

async function servicesOf(user: string, language = 'en'): Promise<Services> {
  const response = await call(user, '/services', { headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return servicesEnvelope.parse(response.json()).data.data;
}

async function moveNewcomer(zip: string | null, country: string | null = 'AT') {
  await server.database.orm
    .update(users)
    .set({ zip, country })
    .where(eq(users.id, demoIds.newcomer));
}

describe('GET /services', () => {
  it('answers the offers, the three external sites and the dealer in the farmer’s town', async () => {
    // The farmer lives at 6250 Kundl; Landtechnik Gwiggner is in Kundl, about 0.6 km away.
    const services = await servicesOf(demoIds.farmer);
    expect(services).toEqual({
      offers: [
        'maintenance',
        'originalParts',
        'warrantyExtension',
        'traclink',
        'driverTraining',
        'rental',
      ],
      externalLinks: {
        rental: 'https://www.lindner-traktoren.at/service/mietpark',
        homeVisit: 'https://www.lindner-traktoren.at/service/hofbesuch',
        driverTraining: 'https://www.lindner-traktoren.at/service/fahrertraining',
      },
      dealer: {
        id: 'landtechnik-gwiggner-kundl',
        name: 'Landtechnik Gwiggner',
        city: 'Kundl',
        phone: '+43 5338 70 210',
        email: 'office@landtechnik-gwiggner-kundl.at.example',
        contacts: [
          {
            name: 'Johann Gwiggner',
            role: 'Contact person at the dealer',
            phone: '+43 5338 70 210',
            email: 'johann@landtechnik-gwiggner-kundl.at.example',
          },
          {
            name: 'Magdalena Schwaiger',
            role: 'Lindner area sales manager',
            phone: '+43 664 800 1102',
            email: 'm.schwaiger@lindner-demo.example',
          },
        ],
      },
    });
  });

  it('words the contacts’ roles in the caller’s language', async () => {
    const german = await servicesOf(demoIds.farmer, 'de');
    expect(german.dealer?.contacts.map((contact) => contact.role)).toEqual([
      'Ansprechpartner beim Händler',
      'Gebietsverkaufsleiter von Lindner',
    ]);
    const french = await servicesOf(demoIds.farmer, 'fr');
    expect(french.dealer?.contacts.map((contact) => contact.role)).toEqual([
      'Interlocuteur chez le concessionnaire',
      'Responsable commercial régional Lindner',
    ]);
  });

  it('finds the nearest dealer for a zip without a dealer of its own', async () => {
    // 4020 Linz (48.3064, 14.2858): Landtechnik Hofstätter in Leonding (48.2832, 14.2468) is
    // 2.6 km south and 2.9 km west, about 3.9 km; the next, Mayrhofer in Enns, about 17 km.
    await moveNewcomer('4020');
    const services = await servicesOf(demoIds.newcomer);
    expect(services.dealer).toMatchObject({
      id: 'landtechnik-hofstaetter-leonding',
      name: 'Landtechnik Hofstätter',
      city: 'Leonding',
      contacts: [
        { name: 'Michael Hofstätter', role: 'Contact person at the dealer' },
        { name: 'Stefan Aigner', role: 'Lindner area sales manager' },
      ],
    });
    // 9900 Lienz, in East Tyrol.
    await moveNewcomer('9900');
    expect((await servicesOf(demoIds.newcomer)).dealer).toMatchObject({
      id: 'kommunaltechnik-oberwalder-lienz',
      city: 'Lienz',
      contacts: [{ name: 'Anna Oberwalder' }, { name: 'Magdalena Schwaiger' }],
    });
    // 39100 Bozen in South Tyrol, the profile's country unknown to the dealer finder.
    await moveNewcomer('39100', 'FR');
    expect((await servicesOf(demoIds.newcomer)).dealer?.id).toBe('landtechnik-unterkofler-bozen');
  });

  it('has no dealer without a zip, or for a zip the dealer finder does not know', async () => {
    // The newcomer's profile has no zip.
    const services = await servicesOf(demoIds.newcomer);
    expect(services.dealer).toBeNull();
    expect(services.offers).toHaveLength(6);
    expect(services.externalLinks.rental).toBe('https://www.lindner-traktoren.at/service/mietpark');
    await moveNewcomer('');
    expect((await servicesOf(demoIds.newcomer)).dealer).toBeNull();
    await moveNewcomer('1234');
    expect((await servicesOf(demoIds.newcomer)).dealer).toBeNull();
    // 6250 is Kundl in Austria, not a place in Germany.
    await moveNewcomer('6250', 'DE');
    expect((await servicesOf(demoIds.newcomer)).dealer).toBeNull();
  });

  it('answers 401 without sign-in', async () => {
    const response = await call(null, '/services');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: { data: null } });
  });
});
