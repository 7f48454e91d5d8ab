import { readFileSync } from 'node:fs';
import { apiErrorEnvelopeSchema, farmDropdownsSchema } from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { mailFrameMessages } from '../mail/mailFrame';
import { demoIds } from '../seed/demoData';
import { loginPage } from '../sign-on/signOnPages';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { textsFor } from './texts';

const { call } = apiTestServerPerFile({ resetEachTest: false });

type Catalog = Record<string, string>;
const catalog = (file: string): Catalog =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Catalog;
/** A locale's texts as its catalog files say: regional ones over their parent. */
const catalogs = (dir: string, german: Catalog): Record<Locale, Catalog> => {
  const fr = catalog(`${dir}/fr.json`);
  return {
    de: german,
    'de-at': { ...german, ...catalog(`${dir}/de-at.json`) },
    en: catalog(`${dir}/en.json`),
    fr,
    'fr-fr': { ...fr, ...catalog(`${dir}/fr-fr.json`) },
  };
};

// German is the source language: its texts are written here as the code's defaultMessage has them.
const server = catalogs('../messages', {
  'server.error.notFound': 'Nicht gefunden.',
  'server.error.invalidInput': 'Bitte prüfe die markierten Felder.',
  'server.farm.economyType.dairy': 'Milchwirtschaft',
  'server.mail.greeting': 'Hallo {name},',
  'server.signOn.loginHeading': 'Bei Mein Lindner anmelden',
});
const apiPackage = catalogs('../../../../packages/api/src/messages', {
  'api.fieldError.required': 'Dieses Feld ist erforderlich.',
});

const cases = Object.entries(server) as [Locale, Catalog][];

describe('server texts from the formatjs catalogs', () => {
  it.each(cases)('answer an unknown path in %s', async (locale, texts) => {
    const response = await call(demoIds.farmer, '/nope', {
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(texts['server.error.notFound']);
  });

  it.each(cases)(
    'word a field error in %s as @lindner/api’s catalog does',
    async (locale, texts) => {
      const response = await call(demoIds.farmer, '/user/profile/farm', {
        method: 'POST',
        json: {},
        headers: { 'accept-language': locale },
      });
      expect(response.statusCode).toBe(400);
      const body = apiErrorEnvelopeSchema.parse(response.json());
      expect(body.message).toBe(texts['server.error.invalidInput']);
      expect(body.errors?.name).toBe(apiPackage[locale]['api.fieldError.required']);
    },
  );

  it.each(cases)('label the farm options in %s', async (locale, texts) => {
    const response = await call(demoIds.farmer, '/user/profile/farm/dropdowns', {
      headers: { 'accept-language': locale },
    });
    const dropdowns = farmDropdownsSchema.parse(response.json().data.data);
    expect(dropdowns.economyTypes[0]).toEqual({
      value: 'dairy',
      label: texts['server.farm.economyType.dairy'],
    });
  });

  it.each(cases)('fill in arguments and write the sign-on pages in %s', (locale, texts) => {
    expect(textsFor(locale).t(mailFrameMessages.greeting, { name: 'Lena' })).toBe(
      texts['server.mail.greeting']!.replace('{name}', 'Lena'),
    );
    const page = loginPage({ locale, resources: '/resources' }, { action: '/login' });
    expect(page).toContain(`<h1 id="kc-page-title">${texts['server.signOn.loginHeading']}</h1>`);
  });
});
