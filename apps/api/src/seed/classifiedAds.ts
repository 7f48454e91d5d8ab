import type { AdCondition, AdKind, AdStatus } from '@lindner/api/schema';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../database/connection';
import { classifiedAdImages, classifiedAds } from '../modules/marketplace/tables';
import type { PhotoScene, PhotoSubject } from '../plugins/photoCatalogue';
import { users } from '../plugins/users';

/**
 * One demo ad. The pictures are GENERATED pictures of the used machines (seed/machine-photos/),
 * not photos. `owner` is a demo user: the staff user or the newcomer, never the farmer (whose
 * end-to-end test creates an ad of its own).
 */
export interface AdSeed {
  id: string;
  owner: 'staff' | 'newcomer';
  kind: AdKind;
  title: string;
  description: string;
  priceCents: number | null;
  condition: AdCondition;
  yearOfConstruction: number | null;
  modelId: string | null;
  status: AdStatus;
  daysAgo: number;
  photos: { name: `${PhotoSubject}-${PhotoScene}`; alt: string }[];
}

const adId = (n: number) => `7a2d0c5e-3b1f-4c8a-9e6d-0a1b2c3d4e${String(n).padStart(2, '0')}`;

/** The demo ads: 12 active (offers and searches), one inactive and one sold. */
export const demoAds: AdSeed[] = [
  {
    id: adId(1),
    owner: 'newcomer',
    kind: 'offer',
    title: 'Lintrac 90 mit Frontlader, gepflegt',
    description:
      'Verkaufe meinen Lintrac 90 mit Frontlader und Frontzapfwelle. Immer in der Halle gestanden, Service bei der Fachwerkstatt.\nBesichtigung im Raum Schwaz nach Absprache.',
    priceCents: 8_950_000,
    condition: 'slightly-used',
    yearOfConstruction: 2019,
    modelId: 'lintrac-90',
    status: 'active',
    daysAgo: 1,
    photos: [
      { name: 'front-loader-farmyard', alt: 'Zeichnung: ein Traktor mit Frontlader auf dem Hof' },
      { name: 'tractor-red-meadow', alt: 'Zeichnung: ein roter Traktor auf einer Wiese' },
    ],
  },
  {
    id: adId(2),
    owner: 'staff',
    kind: 'offer',
    title: 'Unitrac 112 LDrive Vorführfahrzeug',
    description:
      'Vorführfahrzeug aus dem Werk Kundl, kaum gefahren, mit Kipperbrücke und Winterdienstausstattung.',
    priceCents: 14_500_000,
    condition: 'like-new',
    yearOfConstruction: 2024,
    modelId: 'unitrac-112-ldrive',
    status: 'active',
    daysAgo: 2,
    photos: [{ name: 'transporter-alps', alt: 'Zeichnung: ein Transporter vor den Bergen' }],
  },
  {
    id: adId(3),
    owner: 'newcomer',
    kind: 'purchase',
    title: 'Suche Geotrac 84ep für Bergbauernhof',
    description:
      'Wir suchen einen gebrauchten Geotrac 84ep, gern mit Hangausstattung. Zustand egal, Budget nach Absprache.',
    priceCents: null,
    condition: 'unknown',
    yearOfConstruction: null,
    modelId: 'geotrac-84ep',
    status: 'active',
    daysAgo: 3,
    photos: [],
  },
  {
    id: adId(4),
    owner: 'staff',
    kind: 'offer',
    title: 'Geotrac 134ep mit Kabinenfederung',
    description: 'Gut ausgestatteter Geotrac 134ep, Reifen zu 70 %, Rückfahreinrichtung.',
    priceCents: 6_200_000,
    condition: 'used',
    yearOfConstruction: 2015,
    modelId: 'geotrac-134ep',
    status: 'active',
    daysAgo: 4,
    photos: [{ name: 'tractor-green-field', alt: 'Zeichnung: ein grüner Traktor auf dem Feld' }],
  },
  {
    id: adId(5),
    owner: 'newcomer',
    kind: 'offer',
    title: 'Mähwerk für Lintrac, wenig benutzt',
    description: 'Frontmähwerk, passend für Lintrac 90 und 100, drei Saisonen im Einsatz.',
    priceCents: 450_000,
    condition: 'slightly-used',
    yearOfConstruction: 2021,
    modelId: 'lintrac-100',
    status: 'active',
    daysAgo: 5,
    photos: [{ name: 'mower-meadow', alt: 'Zeichnung: ein Mähwerk auf einer Wiese' }],
  },
  {
    id: adId(6),
    owner: 'staff',
    kind: 'purchase',
    title: 'Suche Lintrac 110 bis 2020',
    description: 'Für unseren Mietpark suchen wir einen Lintrac 110, Baujahr bis 2020.',
    priceCents: 7_000_000,
    condition: 'used',
    yearOfConstruction: 2020,
    modelId: 'lintrac-110',
    status: 'active',
    daysAgo: 6,
    photos: [],
  },
  {
    id: adId(7),
    owner: 'newcomer',
    kind: 'offer',
    title: 'Schneepflug 2,6 m',
    description: 'Schneepflug mit hydraulischer Schwenkung, Anbau an Unitrac. Preis auf Anfrage.',
    priceCents: null,
    condition: 'used',
    yearOfConstruction: 2012,
    modelId: 'unitrac-122-ldrive',
    status: 'active',
    daysAgo: 7,
    photos: [{ name: 'snow-plough-snow', alt: 'Zeichnung: ein Schneepflug im Schnee' }],
  },
  {
    id: adId(8),
    owner: 'staff',
    kind: 'offer',
    title: 'Geotrac 74ep Kommunalausführung',
    description: 'Kommunalausführung mit Frontkraftheber, ideal für Gemeinden und Bauhöfe.',
    priceCents: 3_890_000,
    condition: 'used',
    yearOfConstruction: 2011,
    modelId: 'geotrac-74ep',
    status: 'active',
    daysAgo: 9,
    photos: [],
  },
  {
    id: adId(9),
    owner: 'newcomer',
    kind: 'purchase',
    title: 'Suche Frontlader-Schaufel',
    description: 'Suche eine Schaufel für einen Frontlader, 1,8 bis 2 m breit.',
    priceCents: 80_000,
    condition: 'unknown',
    yearOfConstruction: null,
    modelId: null,
    status: 'active',
    daysAgo: 11,
    photos: [],
  },
  {
    id: adId(10),
    owner: 'staff',
    kind: 'offer',
    title: 'Lintrac 130 mit Vollausstattung',
    description: 'Stufenloses Getriebe, Lenkachse, Fronthydraulik und Frontzapfwelle.',
    priceCents: 16_900_000,
    condition: 'like-new',
    yearOfConstruction: 2023,
    modelId: 'lintrac-130',
    status: 'active',
    daysAgo: 13,
    photos: [{ name: 'tractor-red-alps', alt: 'Zeichnung: ein roter Traktor vor den Bergen' }],
  },
  {
    id: adId(11),
    owner: 'newcomer',
    kind: 'offer',
    title: 'Geotrac 94ep, Hofauflösung',
    description:
      'Wegen Hofauflösung abzugeben. Läuft einwandfrei, kleine Roststellen an der Haube.',
    priceCents: 2_450_000,
    condition: 'used',
    yearOfConstruction: 2008,
    modelId: 'geotrac-94ep',
    status: 'active',
    daysAgo: 16,
    photos: [],
  },
  {
    id: adId(12),
    owner: 'staff',
    kind: 'purchase',
    title: 'Suche Unitrac für Forstbetrieb',
    description: 'Suchen einen Unitrac mit Seilwinde für den Forst, gern mit Kran.',
    priceCents: 9_000_000,
    condition: 'unknown',
    yearOfConstruction: null,
    modelId: 'unitrac-122-ldrive',
    status: 'active',
    daysAgo: 20,
    photos: [],
  },
  {
    id: adId(13),
    owner: 'newcomer',
    kind: 'offer',
    title: 'Heckkraftheber-Ersatzteile (pausiert)',
    description: 'Ersatzteile für den Heckkraftheber; die Anzeige ist gerade pausiert.',
    priceCents: 25_000,
    condition: 'used',
    yearOfConstruction: null,
    modelId: 'lintrac-90',
    status: 'inactive',
    daysAgo: 8,
    photos: [],
  },
  {
    id: adId(14),
    owner: 'staff',
    kind: 'offer',
    title: 'Lintrac 110 Demo (verkauft)',
    description: 'Dieses Fahrzeug ist bereits verkauft.',
    priceCents: 11_000_000,
    condition: 'like-new',
    yearOfConstruction: 2022,
    modelId: 'lintrac-110',
    status: 'sold',
    daysAgo: 10,
    photos: [{ name: 'tractor-red-field', alt: 'Zeichnung: ein roter Traktor auf dem Feld' }],
  },
];

type Writer = Pick<Database['orm'], 'insert' | 'select'>;

const day = 24 * 60 * 60 * 1000;

/**
 * Adds the demo ads that are missing, with their pictures; an ad its owner edited stays as it
 * is. Ads of an owner that does not exist are left out.
 */
export async function seedClassifiedAds(
  orm: Writer,
  today: Date,
  owners: { staff: string; newcomer: string },
): Promise<void> {
  const existing = await orm
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [owners.staff, owners.newcomer]));
  const present = new Set(existing.map((row) => row.id));
  const ads = demoAds.filter((ad) => present.has(owners[ad.owner]));
  if (ads.length === 0) return;
  const inserted = await orm
    .insert(classifiedAds)
    .values(
      ads.map(({ owner, daysAgo, photos: _photos, ...ad }) => {
        const at = new Date(today.getTime() - daysAgo * day);
        return { ...ad, userId: owners[owner], publishedAt: at, createdAt: at, updatedAt: at };
      }),
    )
    .onConflictDoNothing({ target: classifiedAds.id })
    .returning({ id: classifiedAds.id });
  const added = new Set(inserted.map((row) => row.id));
  const images = ads
    .filter((ad) => added.has(ad.id))
    .flatMap((ad) =>
      ad.photos.map((photo, position) => ({
        adId: ad.id,
        photo: photo.name,
        alt: photo.alt,
        // Oldest first is the order of the pictures.
        createdAt: new Date(today.getTime() - ad.daysAgo * day + position * 1000),
      })),
    );
  if (images.length > 0) await orm.insert(classifiedAdImages).values(images);
}

/** Seeds the demo ads into a database that has none yet (one seeded before 0013). */
export async function seedClassifiedAdsIfEmpty(
  database: Database,
  owners: { staff: string; newcomer: string },
): Promise<boolean> {
  const [row] = await database.orm.select({ ads: count() }).from(classifiedAds);
  if ((row?.ads ?? 0) > 0) return false;
  await database.orm.transaction((tx) => seedClassifiedAds(tx, new Date(), owners));
  return true;
}
