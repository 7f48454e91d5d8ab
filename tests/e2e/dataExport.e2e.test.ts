import { readFile } from 'node:fs/promises';
import { localizePath } from '@lindner/i18n';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openSignedIn, signIn, type BrowserSession } from './browser';

// All my data (issue 33 point 4). The farmer downloads the export; the newcomer deletes the
// account, which is why this file runs last (sequencer.ts). The farmer is never deleted: every
// other file needs him.

const portal = inject('portalUrl');
const myData = (locale: 'de' | 'en') => `${portal}${localizePath('settings-my-data', {}, locale)}`;
let session: BrowserSession | undefined;

afterAll(async () => {
  await session?.close();
});

describe('the data export', () => {
  beforeAll(async () => {
    session = await openBrowser({ signedInAs: 'farmer' });
  });

  it('gives the farmer a ZIP with his fleet and its diary', async () => {
    const { page } = session!;
    await openSignedIn(page, myData('de'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Alle meine Daten herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lindner-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await file.path())!)));

    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'lindner-data.json',
        'tables/vehicles.csv',
        'tables/diary_entries.csv',
      ]),
    );
    const data = JSON.parse(strFromU8(zip['lindner-data.json']!)) as {
      username: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.username).toBe('farmer');
    const vehicles = data.tables.vehicles!;
    expect(vehicles.map((vehicle) => vehicle.vin)).toEqual(
      expect.arrayContaining(['VBLA11000L0012345', 'VBLA09400G0023456']),
    );
    // The Geotrac keeps the fuel diary of the seed (apps/api/src/seed/fleetDiary.ts).
    const geotrac = vehicles.find((vehicle) => vehicle.vin === 'VBLA09400G0023456')!;
    const diary = data.tables.diary_entries!.filter((entry) => entry.vehicle_id === geotrac.id);
    expect(diary.some((entry) => entry.kind === 'fuelStop')).toBe(true);
    expect(strFromU8(zip['tables/diary_entries.csv']!)).toContain(String(geotrac.id));
    expect(strFromU8(zip['README.txt']!)).toContain('Deine Daten im Lindner-Kundenportal');
  });
});

describe('deleting the account', () => {
  beforeAll(async () => {
    await session?.close();
    session = await openBrowser({ signedInAs: 'newcomer' });
  });

  it('asks for the password again, deletes the newcomer, who then cannot sign in', async () => {
    const { page } = session!;
    await openSignedIn(page, myData('en'));
    await page.getByRole('heading', { name: 'What we must keep' }).waitFor();
    await expect(
      page.getByRole('button', { name: 'Delete account for good' }).count(),
    ).resolves.toBe(0);

    // The provider asks for the password although the session is still there (prompt=login).
    await page.getByRole('button', { name: 'Confirm with password' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'newcomer');
    await page.waitForURL((url) => url.href.startsWith(myData('en')));
    await page.getByRole('button', { name: 'Delete account for good' }).click();

    await page.waitForURL(`${portal}${localizePath('account-deleted', {}, 'en')}`);
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();

    // Signed out, and the account is gone: the sign-on page refuses the password.
    await page.goto(`${portal}${localizePath('dashboard', {}, 'en')}`);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'newcomer');
    await page.locator('#input-error').waitFor();
    expect(new URL(page.url()).pathname.startsWith('/realms/lindner/')).toBe(true);
  });
});
