import { readFile } from 'node:fs/promises';
import type { Database } from '../database/connection';
import { userReportPictures, userReports } from '../modules/user-reports/tables';

// Demo user reports: invented customers' words (no real person's), their pictures the generated
// model pictures the seed ships (seed/model-pictures/, drawn by drawModelPictures.ts), which are
// 960 × 640 like an uploaded report picture.

const modelPictureDir = new URL('./model-pictures/', import.meta.url);
/** The `md` rendition of a shipped picture (plugins/shippedPictures.ts), as big as an upload's. */
const modelPictureSize = { width: 960, height: 640 };

interface ReportSeed {
  slug: string;
  modelId: string;
  title: string;
  text: string;
  firstName: string;
  region: string;
  email: string;
  locale: string;
  /** Days before the seed's day that it was written (and, if approved, published a day later). */
  daysAgo: number;
  approved: boolean;
  /** Shipped model pictures, by name without the rendition. */
  pictures: string[];
}

export const userReportSeeds: ReportSeed[] = [
  {
    slug: 'lintrac-130-im-steilhang',
    modelId: 'lintrac-130',
    title: 'Im Steilhang sicher unterwegs',
    text: 'Seit zwei Sommern mähen wir unsere Hangwiesen mit dem Lintrac 130.\n\nDie Allradlenkung macht das Wenden am Feldrand viel leichter, und das stufenlose Getriebe hält die Geschwindigkeit auch bergab sauber. Nach einem langen Tag auf dem Traktor bin ich deutlich weniger müde als früher.',
    firstName: 'Martina',
    region: 'Tirol',
    email: 'martina.demo@example.com',
    locale: 'de-at',
    daysAgo: 12,
    approved: true,
    pictures: ['lintrac-130', 'lintrac-four-wheel-steering'],
  },
  {
    slug: 'geotrac-84ep-auf-der-alm',
    modelId: 'geotrac-84ep',
    title: 'Zuverlässig auf der Alm',
    text: 'Unser Geotrac 84ep bringt jeden Sommer das Material auf die Alm. Er ist wendig, sparsam und springt auch an kalten Morgen sofort an.\nFür unseren kleinen Betrieb genau die richtige Größe.',
    firstName: 'Hannes',
    region: 'Salzburg',
    email: 'hannes.demo@example.com',
    locale: 'de-at',
    daysAgo: 30,
    approved: true,
    pictures: ['geotrac-84ep'],
  },
  {
    slug: 'unitrac-112-im-winterdienst',
    modelId: 'unitrac-112-ldrive',
    title: 'Winterdienst mit dem Unitrac',
    text: 'Als Gemeinde räumen wir mit dem Unitrac 112 LDrive rund 40 Kilometer Straßen und Wege. Die Kabine ist hell und warm, und die Bedienung ist nach kurzer Zeit selbstverständlich.\n\nIm Sommer mähen wir damit die Böschungen.',
    firstName: 'Georg',
    region: 'Steiermark',
    email: 'georg.demo@example.com',
    locale: 'de',
    daysAgo: 45,
    approved: true,
    pictures: ['unitrac-112-ldrive', 'unitrac-cabin', 'unitrac-hydraulics'],
  },
  {
    slug: 'lintrac-100-in-the-orchard',
    modelId: 'lintrac-100',
    title: 'A compact all-rounder for our orchard',
    text: 'We run a fruit farm and needed a tractor that is narrow enough for the rows but strong enough for the sprayer.\n\nThe Lintrac 100 does both, and the visibility from the cab is excellent.',
    firstName: 'Emily',
    region: 'Kent',
    email: 'emily.demo@example.com',
    locale: 'en',
    daysAgo: 60,
    approved: true,
    pictures: ['lintrac-100'],
  },
  {
    slug: 'geotrac-124-en-montagne',
    modelId: 'geotrac-124',
    title: 'Un tracteur solide pour la montagne',
    text: 'Nous utilisons le Geotrac 124 pour le foin et le transport du bois.\n\nLa boîte de vitesses est précise et la cabine reste confortable même après une longue journée.',
    firstName: 'Claire',
    region: 'Savoie',
    email: 'claire.demo@example.com',
    locale: 'fr',
    daysAgo: 75,
    approved: true,
    pictures: ['geotrac-124', 'geotrac-transmission'],
  },
  {
    slug: 'lintrac-90-fuer-den-gruenlandbetrieb',
    modelId: 'lintrac-90',
    title: 'Der richtige Traktor für unseren Grünlandbetrieb',
    text: 'Wir haben den Lintrac 90 mit Frontlader im Einsatz. Besonders gut gefällt uns, wie wenig er den Boden verdichtet, und dass er auch mit dem Ladewagen ruhig läuft.',
    firstName: 'Stefan',
    region: 'Oberösterreich',
    email: 'stefan.demo@example.com',
    locale: 'de',
    daysAgo: 90,
    approved: true,
    pictures: ['lintrac-90'],
  },
  {
    slug: 'unitrac-122-erste-eindruecke',
    modelId: 'unitrac-122-ldrive',
    title: 'Erste Eindrücke vom Unitrac 122',
    text: 'Seit drei Wochen fahren wir den Unitrac 122 LDrive. Ein ausführlicher Bericht folgt, die ersten Fahrten am Hang waren aber beeindruckend.',
    firstName: 'Anna',
    region: 'Vorarlberg',
    email: 'anna.demo@example.com',
    locale: 'de-at',
    daysAgo: 1,
    approved: false,
    pictures: ['unitrac-122-ldrive'],
  },
];

const dayMs = 24 * 60 * 60_000;

/** The demo reports: six approved (German, one English, one French) and one pending. */
export async function seedUserReports(
  orm: Pick<Database['orm'], 'insert'>,
  today: Date,
): Promise<void> {
  for (const seed of userReportSeeds) {
    const createdAt = new Date(today.getTime() - seed.daysAgo * dayMs);
    const [row] = await orm
      .insert(userReports)
      .values({
        slug: seed.slug,
        modelId: seed.modelId,
        title: seed.title,
        text: seed.text,
        firstName: seed.firstName,
        region: seed.region,
        email: seed.email,
        locale: seed.locale,
        userId: null,
        state: seed.approved ? 'approved' : 'pending',
        reviewedAt: seed.approved ? new Date(createdAt.getTime() + dayMs) : null,
        publishedAt: seed.approved ? new Date(createdAt.getTime() + dayMs) : null,
        createdAt,
      })
      .onConflictDoNothing({ target: userReports.slug })
      .returning({ id: userReports.id });
    // Seeded before: its pictures are there too.
    if (!row) continue;
    const files = await Promise.all(
      seed.pictures.map((name) => readFile(new URL(`${name}-md.webp`, modelPictureDir))),
    );
    await orm.insert(userReportPictures).values(
      files.map((bytes, index) => ({
        uploadId: `seed-${seed.slug}-${index + 1}`.slice(0, 64),
        reportId: row.id,
        position: index + 1,
        fileName: `${seed.slug}-${index + 1}.webp`,
        contentType: 'image/webp',
        width: modelPictureSize.width,
        height: modelPictureSize.height,
        bytes,
        createdAt,
      })),
    );
  }
}
