import type { AdCondition, AdKind, AdStatus } from '@lindner/api/schema';
import type { classifiedAdImages, classifiedAds } from '../../modules/marketplace/tables';
import { machinePhotos, type PhotoSubject } from '../../plugins/photoCatalogue';
import { lindnerModels } from '../../referenceData/lindnerModels';
import { randomSource } from '../machineGenerator';

/*
 * Made-up marketplace ads for the benchmark at scale (scripts/bench-api.mjs), the same for the
 * same seed and day: offers and searches of the generated users, most of them active, published
 * over the year before `today`, some with the shipped GENERATED machine pictures
 * (seed/machine-photos/), as the demo ads (seed/classifiedAds.ts) have them.
 */

export type NewAdRow = typeof classifiedAds.$inferInsert & { id: string };
export type NewAdImageRow = typeof classifiedAdImages.$inferInsert;

export interface AdGeneration {
  seed: number;
  /** Ads were published in the 365 days up to this day. */
  today: Date;
  /** The owners' user ids; each ad belongs to one of them. */
  owners: readonly string[];
  /** A staff user who hid the few hidden ads; none are hidden without one. */
  staffId?: string;
}

export interface GeneratedAds {
  ads: NewAdRow[];
  images: NewAdImageRow[];
}

const dayMs = 24 * 60 * 60 * 1000;
const attachments = [
  'Mähwerk',
  'Schneepflug',
  'Frontlader-Schaufel',
  'Kipperbrücke',
  'Seilwinde',
  'Kreiselheuer',
  'Ladewagen',
];
const offerPhrases = [
  'gepflegt, aus erster Hand',
  'mit Frontlader',
  'Hofauflösung',
  'sofort verfügbar',
  'wenig Stunden',
  'Service neu',
];
const descriptions = [
  'Immer in der Halle gestanden, Service bei der Fachwerkstatt. Besichtigung nach Absprache.',
  'Läuft einwandfrei, kleine Gebrauchsspuren. Preis verhandelbar.',
  'Wegen Betriebsumstellung abzugeben. Rechnung und Servicebuch vorhanden.',
  'Wir suchen ein gepflegtes Fahrzeug, gern mit Hangausstattung. Angebote bitte per Nachricht.',
];

export function generateAds(count: number, generation: AdGeneration): GeneratedAds {
  if (generation.owners.length === 0) throw new Error('Ads need owners');
  const random = randomSource(generation.seed);
  const thisYear = generation.today.getUTCFullYear();
  const ads: NewAdRow[] = [];
  const images: NewAdImageRow[] = [];
  for (let index = 0; index < count; index++) {
    const kind = random.weighted<AdKind>(['offer', 'purchase'], (each) =>
      each === 'offer' ? 3 : 1,
    );
    const model = random.chance(0.75) ? random.pick(lindnerModels) : null;
    const thing = model?.name ?? random.pick(attachments);
    const status = random.weighted<AdStatus>(
      ['active', 'inactive', 'sold'],
      (each) => ({ active: 85, inactive: 8, sold: 7 })[each],
    );
    const hidden = status === 'active' && generation.staffId !== undefined && random.chance(0.01);
    const condition = random.weighted<AdCondition>(
      ['used', 'slightly-used', 'like-new', 'unknown'],
      (each) => ({ used: 50, 'slightly-used': 20, 'like-new': 10, unknown: 20 })[each],
    );
    const year = random.chance(0.85) ? random.between(thisYear - 25, thisYear) : null;
    const basePrice = model ? (model.powerHp ?? 100) * 900 : 6_000;
    const ageFactor = year === null ? 0.5 : Math.max(0.15, 0.92 ** (thisYear - year));
    const priceCents = random.chance(0.12)
      ? null
      : Math.round((basePrice * ageFactor * (0.8 + random.next() * 0.4)) / 10) * 10 * 100;
    const publishedAt = new Date(
      generation.today.getTime() -
        random.between(0, 364) * dayMs -
        random.between(0, 86_399) * 1000,
    );
    const createdAt = new Date(publishedAt.getTime() - random.between(0, 30) * dayMs);
    const id = random.uuid();
    ads.push({
      id,
      userId: random.pick(generation.owners),
      kind,
      title:
        kind === 'offer'
          ? `${thing}, ${random.pick(offerPhrases)}`
          : `Suche ${thing}${year === null ? '' : ` ab ${year}`}`,
      description: random.pick(descriptions),
      priceCents,
      condition: kind === 'purchase' && random.chance(0.5) ? 'unknown' : condition,
      yearOfConstruction: year,
      modelId: model?.id ?? null,
      status,
      hiddenReason: hidden ? 'Doppelt eingestellt.' : null,
      hiddenAt: hidden ? publishedAt : null,
      hiddenBy: hidden ? generation.staffId : null,
      locale: random.chance(0.8) ? 'de' : random.pick(['de-at', 'en', 'fr']),
      publishedAt,
      createdAt,
      updatedAt: publishedAt,
    });
    const pictures = kind === 'offer' ? random.between(0, 3) : 0;
    if (pictures > 0) {
      const subject: PhotoSubject = model?.kind === 'transporter' ? 'transporter' : 'tractor-red';
      random
        .shuffled(machinePhotos[subject])
        .slice(0, pictures)
        .forEach((scene, position) =>
          images.push({
            id: random.uuid(),
            adId: id,
            photo: `${subject}-${scene}`,
            alt: null,
            createdAt: new Date(createdAt.getTime() + position * 1000),
          }),
        );
    }
  }
  return { ads, images };
}
