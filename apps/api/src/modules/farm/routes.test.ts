import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  farmDropdownsSchema,
  userFarmSchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const { call } = apiTestServerPerFile();

const postFarm = (user: string | null, json: unknown, headers: Record<string, string> = {}) =>
  call(user, '/user/profile/farm', { method: 'POST', json, headers });

const validFarm = {
  name: 'Hof am Hang',
  vulgo: 'Bichler',
  since: 2004,
  area: 18.5,
  leasedArea: 4,
  areaUnderLease: 0,
  workHours: 1800,
  mountainFarmer: true,
  siloHay: false,
  businessType: 'biological',
  economyTypes: ['dairy', 'grassland'],
  fertilisationTypes: ['manure'],
  sizeBand: '10To50',
};

describe('GET /user/profile/farm', () => {
  it('returns the caller’s farm', async () => {
    const response = await call(demoIds.farmer, '/user/profile/farm');
    expect(response.statusCode).toBe(200);
    const farm = apiEnvelopeSchema(userFarmSchema).parse(response.json()).data.data;
    expect(farm).toMatchObject({
      name: 'Brunnerhof',
      since: 1998,
      economyTypes: ['dairy', 'grassland'],
    });
  });

  it('returns null for a user without a farm, never someone else’s', async () => {
    const response = await call(demoIds.newcomer, '/user/profile/farm');
    expect(response.json()).toEqual({ success: true, message: '', data: { data: null } });
  });
});

describe('POST /user/profile/farm', () => {
  it('saves the caller’s farm and returns it', async () => {
    const response = await postFarm(demoIds.farmer, validFarm);
    expect(response.statusCode).toBe(200);
    expect(apiEnvelopeSchema(userFarmSchema).parse(response.json()).data.data).toEqual(validFarm);
    const saved = (await call(demoIds.farmer, '/user/profile/farm')).json().data.data;
    expect(saved).toEqual(validFarm);
  });

  it('creates a farm for a user without one and leaves other farms alone', async () => {
    const response = await postFarm(demoIds.newcomer, { name: '  Neuhof  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data).toMatchObject({
      name: 'Neuhof',
      since: null,
      economyTypes: [],
      mountainFarmer: false,
    });
    const farmers = (await call(demoIds.farmer, '/user/profile/farm')).json().data.data;
    expect(farmers.name).toBe('Brunnerhof');
  });

  it('ignores fields it does not know, such as another user id', async () => {
    const response = await postFarm(demoIds.newcomer, { name: 'Neuhof', userId: demoIds.farmer });
    expect(response.statusCode).toBe(200);
    expect((await call(demoIds.farmer, '/user/profile/farm')).json().data.data.name).toBe(
      'Brunnerhof',
    );
  });

  it('answers invalid input with 400 and a message per field', async () => {
    const response = await postFarm(demoIds.farmer, {
      name: ' ',
      since: new Date().getFullYear() + 1,
      area: -3,
      workHours: 'many',
      businessType: 'hydroponic',
      economyTypes: ['dairy', 'moon'],
      sizeBand: 'huge',
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, message: 'Please check the highlighted fields.' });
    expect(body.errors).toEqual({
      name: 'This field is required.',
      since: 'The year cannot be in the future.',
      area: 'The value cannot be negative.',
      workHours: 'This value is not valid.',
      businessType: 'Please choose one of the options offered.',
      'economyTypes.1': 'Please choose one of the options offered.',
      sizeBand: 'Please choose one of the options offered.',
    });
    expect((await call(demoIds.farmer, '/user/profile/farm')).json().data.data.name).toBe(
      'Brunnerhof',
    );
  });

  it('wants a four-digit year and a name, in the caller’s language', async () => {
    const response = await postFarm(demoIds.farmer, { since: 98 }, { 'accept-language': 'de-AT' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Bitte prüfe die markierten Felder.',
      errors: {
        name: 'Dieses Feld ist erforderlich.',
        since: 'Bitte eine vierstellige Jahreszahl eingeben.',
      },
    });
    const french = await postFarm(
      demoIds.farmer,
      { name: 'x'.repeat(121) },
      { 'accept-language': 'fr' },
    );
    expect(french.json().errors).toEqual({ name: 'Ce texte est trop long.' });
  });

  it('answers malformed JSON, a body that is no object and a wrong content type with 4xx', async () => {
    const malformed = await postFarm(demoIds.farmer, '{"name": "Hof",');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorEnvelopeSchema.parse(malformed.json()).message).toBe(
      'The request body is not valid JSON.',
    );

    const list = await postFarm(demoIds.farmer, '[1, 2]');
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('The request does not contain valid data.');

    const empty = await call(demoIds.farmer, '/user/profile/farm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);

    const text = await call(demoIds.farmer, '/user/profile/farm', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Hof',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The request does not contain valid data.');

    const xml = await call(demoIds.farmer, '/user/profile/farm', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      payload: '<farm/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().success).toBe(false);
  });
});

describe('GET /user/profile/farm/dropdowns', () => {
  it('returns the option lists labelled in the caller’s language', async () => {
    const english = farmDropdownsSchema.parse(
      (await call(demoIds.newcomer, '/user/profile/farm/dropdowns')).json().data.data,
    );
    expect(english.economyTypes.map((option) => option.value)).toEqual([
      'dairy',
      'livestock',
      'fattening',
      'fruit',
      'hops',
      'vegetables',
      'viticulture',
      'contractor',
      'grassland',
      'arable',
      'others',
    ]);
    expect(english.businessTypes).toEqual([
      { value: 'conventional', label: 'Conventional' },
      { value: 'biological', label: 'Organic' },
      { value: 'both', label: 'Both' },
    ]);
    expect(english.fertilisationTypes.map((option) => option.value)).toEqual([
      'slurry',
      'manure',
      'mixed',
      'artificial',
      'lime',
      'none',
    ]);
    expect(english.sizeBands.map((option) => option.value)).toEqual([
      'below10',
      '10To50',
      '50To200',
      'above200',
    ]);

    const german = await call(demoIds.newcomer, '/user/profile/farm/dropdowns', {
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(german.json().data.data.fertilisationTypes[0]).toEqual({
      value: 'slurry',
      label: 'Gülle',
    });
  });
});
