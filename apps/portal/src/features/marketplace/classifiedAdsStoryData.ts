import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import type { AxleLoadModel, MyClassifiedAd } from '@lindner/api/schema';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalClassifiedAdsMessages } from '../../messages/classifiedAds';

/** Made-up ads of the signed-in user for stories and tests: no API. */

export const models: AxleLoadModel[] = [
  ['lintrac-130', 'Lintrac 130', 'Lintrac'],
  ['lintrac-100', 'Lintrac 100', 'Lintrac'],
  ['geotrac-85', 'Geotrac 85 ep', 'Geotrac'],
  ['unitrac-112', 'Unitrac 112 LDrive', 'Unitrac'],
].map(([id, name, series]) => ({
  id: id!,
  name: name!,
  series: series!,
  netWeight: null,
  netFrontAxleLoad: null,
  netRearAxleLoad: null,
  wheelbase: null,
  permittedFrontAxleLoad: null,
  permittedRearAxleLoad: null,
  permittedTotalWeight: null,
}));

const picture = (color: string, label: string) => {
  const url = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${color}"/><text x="200" y="160" font-family="Arial" font-size="36" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;
  return { versions: { classifiedAd: { xs: url, md: url } }, width: 400, height: 300 };
};

const geotracPicture = picture('#b00014', 'Geotrac 85');

export const activeAd: MyClassifiedAd = {
  id: '3f8a2c1e-6b4d-4e9a-8c7f-1a2b3c4d5e01',
  kind: 'offer',
  title: 'Geotrac 85 ep mit Frontlader',
  description:
    'Gepflegter Traktor aus erster Hand.\nFrontlader, neue Reifen, Service 2025 beim Händler.',
  priceCents: 6_490_000,
  condition: 'used',
  yearOfConstruction: 2016,
  model: { id: 'geotrac-85', name: 'Geotrac 85 ep', series: 'Geotrac' },
  image: geotracPicture,
  publishedAt: '2026-11-18T09:30:00+01:00',
  images: [
    { id: 'img-1', image: geotracPicture },
    { id: 'img-2', image: picture('#595959', 'Kabine') },
  ],
  attachments: [
    { id: 'pdf-1', fileName: 'Servicebuch.pdf', bytes: 482_000, url: '/classified-ads/x/pdf-1' },
  ],
  status: 'active',
  hiddenReason: null,
  replies: [
    {
      id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e02',
      replierName: 'Maria Huber',
      content:
        'Ist der Traktor noch zu haben?\nIch könnte am Samstag vorbeikommen. <b>Kein HTML</b>',
      createdAt: '2026-11-20T18:05:00+01:00',
      answer: null,
    },
    {
      id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e03',
      replierName: 'Josef Gruber',
      content: 'Wie viele Betriebsstunden hat er?',
      createdAt: '2026-11-19T07:40:00+01:00',
      answer: {
        content: 'Genau 3.420 Stunden, alle beim Händler gewartet.',
        answeredAt: '2026-11-19T12:00:00+01:00',
      },
    },
  ],
};

export const inactiveAd: MyClassifiedAd = {
  id: '3f8a2c1e-6b4d-4e9a-8c7f-1a2b3c4d5e04',
  kind: 'purchase',
  title: 'Suche Heckhydraulik-Teile für Lintrac 100',
  description: 'Suche gebrauchte Teile der Heckhydraulik.',
  priceCents: null,
  condition: 'unknown',
  yearOfConstruction: null,
  model: { id: 'lintrac-100', name: 'Lintrac 100', series: 'Lintrac' },
  image: null,
  publishedAt: '2026-10-02T10:00:00+02:00',
  images: [],
  attachments: [],
  status: 'inactive',
  hiddenReason: null,
  replies: [],
};

export const soldAd: MyClassifiedAd = {
  ...inactiveAd,
  id: '3f8a2c1e-6b4d-4e9a-8c7f-1a2b3c4d5e05',
  kind: 'offer',
  title: 'Unitrac 112 LDrive Kommunalausführung',
  description: 'Verkauft.',
  priceCents: 11_900_000,
  condition: 'like-new',
  yearOfConstruction: 2021,
  model: { id: 'unitrac-112', name: 'Unitrac 112 LDrive', series: 'Unitrac' },
  publishedAt: '2026-08-14T10:00:00+02:00',
  status: 'sold',
};

export const hiddenAd: MyClassifiedAd = {
  ...inactiveAd,
  id: '3f8a2c1e-6b4d-4e9a-8c7f-1a2b3c4d5e06',
  kind: 'offer',
  title: 'Lintrac 130 – Sonderpreis!!!',
  description: 'Ruf an.',
  priceCents: 100,
  condition: 'slightly-used',
  yearOfConstruction: 2023,
  model: { id: 'lintrac-130', name: 'Lintrac 130', series: 'Lintrac' },
  publishedAt: '2026-11-01T10:00:00+01:00',
  status: 'active',
  hiddenReason:
    'Der Preis ist offensichtlich falsch. Bitte korrigiere ihn, dann schalten wir die Anzeige wieder frei.',
};

/** Newest first, as GET /classified-ads/mine answers. */
export const myAds = [activeAd, hiddenAd, inactiveAd, soldAd];

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the classified-ads pages: the portal's, the personal area's and their part. */
export const classifiedAdsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalClassifiedAdsMessages,
  ]),
});
