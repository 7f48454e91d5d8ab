import type {
  ClassifiedAd,
  ClassifiedAdList,
  ClassifiedAdSummary,
  VehicleModel,
} from '@lindner/api/schema';
import type { MarketplaceListData } from './marketplaceLoaders';

// Ads of the stories and tests: no network, photos drawn inline.

/** A photo as an inline SVG of 4:3, in the given colour, under the ads' thumbnail definition. */
function photo(colour: string, alt?: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><rect x="80" y="120" width="240" height="110" rx="12" fill="#fff" opacity=".5"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    versions: { classifiedAd: { xs: url, md: url } },
    width: 400,
    height: 300,
    ...(alt ? { alt } : {}),
  };
}

const lintrac: VehicleModel = { id: 'lintrac-110', name: 'Lintrac 110', series: 'Lintrac' };
const geotrac: VehicleModel = { id: 'geotrac-74', name: 'Geotrac 74', series: 'Geotrac' };
const unitrac: VehicleModel = { id: 'unitrac-102', name: 'Unitrac 102', series: 'Unitrac' };

export const adSummaries: ClassifiedAdSummary[] = [
  {
    id: '7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c',
    kind: 'offer',
    title: 'Frontlader für Lintrac 110, kaum benutzt',
    priceCents: 640_000,
    condition: 'like-new',
    yearOfConstruction: 2021,
    model: lintrac,
    image: photo('#b00014'),
    publishedAt: '2026-11-20T09:30:00+01:00',
  },
  {
    id: '2a9d8c7b-6e5f-4a3b-8c1d-0e9f8a7b6c5d',
    kind: 'purchase',
    title: 'Suche Geotrac 74 mit Allrad',
    priceCents: null,
    condition: 'used',
    yearOfConstruction: null,
    model: geotrac,
    image: null,
    publishedAt: '2026-11-18T14:00:00+01:00',
  },
  {
    id: '5c4b3a29-1807-4f6e-a5d4-c3b2a1908f7e',
    kind: 'offer',
    title: 'Unitrac 102 Kipper-Aufbau',
    priceCents: null,
    condition: 'slightly-used',
    yearOfConstruction: 2016,
    model: unitrac,
    image: photo('#3d6b35'),
    publishedAt: '2026-11-10T08:00:00+01:00',
  },
  {
    id: '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4',
    kind: 'purchase',
    title: 'Kabinenfilter und Scheibenwischer für Lintrac gesucht',
    priceCents: 15_000,
    condition: 'unknown',
    yearOfConstruction: 2019,
    model: lintrac,
    image: null,
    publishedAt: '2026-11-02T17:45:00+01:00',
  },
];

export const adList: ClassifiedAdList = {
  ads: adSummaries,
  total: 28,
  page: 1,
  pageSize: 12,
  models: [geotrac, lintrac, unitrac],
};

export const emptyAdList: ClassifiedAdList = {
  ads: [],
  total: 0,
  page: 1,
  pageSize: 12,
  models: [geotrac, lintrac, unitrac],
};

export const listData: MarketplaceListData = { query: {}, problem: null, result: adList };

/** An offer with three photos and two PDFs; its description holds markup, shown as text. */
export const adWithPictures: ClassifiedAd = {
  ...adSummaries[0]!,
  description:
    'Verkaufe meinen Frontlader, nur eine Saison im Einsatz.\nMit Schaufel und Palettengabel.\n\n<b>Abholung</b> in Kundl, Tirol. <script>alert(1)</script>',
  images: [
    { id: 'img-1', image: photo('#b00014') },
    { id: 'img-2', image: photo('#7a0010', 'Frontlader von der Seite') },
    { id: 'img-3', image: photo('#444444') },
  ],
  attachments: [
    {
      id: 'att-1',
      fileName: 'Rechnung-Frontlader.pdf',
      bytes: 245_760,
      url: 'https://portal.example/api/portal/classified-ads/7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c/attachments/att-1',
    },
    {
      id: 'att-2',
      fileName: 'Bedienungsanleitung.pdf',
      bytes: 3_460_300,
      url: 'https://portal.example/api/portal/classified-ads/7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c/attachments/att-2',
    },
  ],
  status: 'active',
};

/** A search without photos, documents or price. */
export const adWithoutPictures: ClassifiedAd = {
  ...adSummaries[1]!,
  description: 'Suche einen gepflegten Geotrac 74 mit Allrad, gerne mit Frontzapfwelle.',
  images: [],
  attachments: [],
  status: 'active',
};
