import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAds, seedClassifiedAds, seedClassifiedAdsIfEmpty } from '../../seed/classifiedAds';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { classifiedAdImages, classifiedAds } from './tables';

const server = apiTestServerPerFile();
const owners = { staff: demoIds.staff, newcomer: demoIds.newcomer };

async function counts() {
  const orm = server.database.orm;
  const [ads] = await orm.select({ n: count() }).from(classifiedAds);
  const [images] = await orm.select({ n: count() }).from(classifiedAdImages);
  return { ads: ads!.n, images: images!.n };
}

describe('the demo ads', () => {
  it('are 14 ads of the staff user and the newcomer, none of the farmer, with 8 pictures', async () => {
    // Pictures: 2 of ad 1, one each of ads 2, 4, 5, 7, 10 and 14.
    expect(await counts()).toEqual({ ads: 14, images: 8 });
    const rows = await server.database.orm.select().from(classifiedAds);
    const byOwner = (id: string) => rows.filter((row) => row.userId === id).length;
    expect([byOwner(demoIds.newcomer), byOwner(demoIds.staff), byOwner(demoIds.farmer)]).toEqual([
      7, 7, 0,
    ]);
    expect(
      rows
        .filter((row) => row.status !== 'active')
        .map((row) => row.title)
        .sort(),
    ).toEqual(['Heckkraftheber-Ersatzteile (pausiert)', 'Lintrac 110 Demo (verkauft)']);
    expect(demoAds).toHaveLength(14);
  });

  it('are added once: seeding again adds nothing; an empty table is filled again', async () => {
    await server.database.orm.transaction((tx) =>
      seedClassifiedAds(tx, new Date('2027-01-01T09:00:00Z'), owners),
    );
    expect(await counts()).toEqual({ ads: 14, images: 8 });
    expect(await seedClassifiedAdsIfEmpty(server.database, owners)).toBe(false);
    await server.database.orm.delete(classifiedAds);
    expect(await counts()).toEqual({ ads: 0, images: 0 });
    expect(await seedClassifiedAdsIfEmpty(server.database, owners)).toBe(true);
    expect(await counts()).toEqual({ ads: 14, images: 8 });
  });
});
