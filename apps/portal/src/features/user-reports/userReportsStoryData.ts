import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import type { UserReport, UserReportList, UserReportSummary } from '@lindner/api/schema';
import { authMessages } from '@lindner/auth';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPublicFormsMessages } from '../../messages';
import { portalUserReportsMessages } from '../../messages/userReports';
import type { PortalConfig } from '../../shared/config';
import type { ReportTransport } from './sendReport';

// The user reports' stories: their texts, reports as the API answers them, and the portal's
// addresses (no sign-on or API is reached in a story).

export const userReportsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    authMessages,
    portalMessages,
    portalUserReportsMessages,
    portalPublicFormsMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';

export const storyConfig: PortalConfig = {
  signOn: {
    url: 'https://sign-on.example',
    realm: 'lindner',
    clientId: 'lindner-pimcore',
    silentCheckSsoRedirectUri: 'https://portal.example/silent-check-sso.html',
  },
  api: { baseUrl: 'https://portal.example/api', clientSegment: 'portal' },
};

/** A small picture as a data address, so that a story loads nothing from the network. */
const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="960" height="640"%3E%3Crect width="960" height="640" fill="%23c8d6c0"/%3E%3C/svg%3E';

/** The API address of the stories' pictures: the data address above. */
export const storyApi = { baseUrl: pixel, clientSegment: '' };

const picture = (id: string, n: number) => ({
  path: `#${id}-${n}`,
  width: 960,
  height: 640,
});

export const steepSlope: UserReportSummary = {
  id: '5c6a3d2e-1f0b-4c9a-8e7d-000000000001',
  slug: 'lintrac-130-im-steilhang',
  model: { id: 'lintrac-130', name: 'Lintrac 130' },
  title: 'Im Steilhang sicher unterwegs',
  firstName: 'Martina',
  region: 'Tirol',
  publishedAt: '2026-11-17T09:00:00.000Z',
  picture: picture('steep', 1),
  language: 'de',
};

export const orchard: UserReportSummary = {
  id: '5c6a3d2e-1f0b-4c9a-8e7d-000000000002',
  slug: 'lintrac-100-in-the-orchard',
  model: { id: 'lintrac-100', name: 'Lintrac 100' },
  title: 'A compact all-rounder for our orchard',
  firstName: 'Emily',
  region: 'Kent',
  publishedAt: '2026-09-30T09:00:00.000Z',
  picture: null,
  language: 'en',
};

export const mountains: UserReportSummary = {
  id: '5c6a3d2e-1f0b-4c9a-8e7d-000000000003',
  slug: 'geotrac-124-en-montagne',
  model: { id: 'geotrac-124', name: 'Geotrac 124' },
  title: 'Un tracteur solide pour la montagne',
  firstName: 'Claire',
  region: 'Savoie',
  publishedAt: '2026-09-15T09:00:00.000Z',
  picture: picture('mountains', 1),
  language: 'fr',
};

const models = [
  { id: 'geotrac-124', name: 'Geotrac 124' },
  { id: 'lintrac-100', name: 'Lintrac 100' },
  { id: 'lintrac-130', name: 'Lintrac 130' },
];

/** The first page of three, nine reports a page. */
export const firstPage: UserReportList = {
  reports: [steepSlope, orchard, mountains],
  total: 21,
  page: 1,
  pageSize: 9,
  models,
};

export const steepSlopeReport: UserReport = {
  ...steepSlope,
  text: 'Seit zwei Sommern mähen wir unsere Hangwiesen mit dem Lintrac 130.\n\nDie Allradlenkung macht das Wenden leichter. <b>Kein HTML</b>',
  pictures: [picture('steep', 1), picture('steep', 2)],
};

export const orchardReport: UserReport = {
  ...orchard,
  text: 'We run a fruit farm and needed a narrow tractor.',
  pictures: [],
};

/** The models a form offers. */
export const formModels = [
  { id: 'geotrac-84ep', name: 'Geotrac 84ep' },
  { id: 'lintrac-130', name: 'Lintrac 130' },
  { id: 'unitrac-112-ldrive', name: 'Unitrac 112 LDrive' },
];

/** A transport that takes every picture and report. */
export const acceptingTransport = (): ReportTransport => {
  let next = 1;
  return {
    uploadPicture: async () => ({ ok: true, uploadId: `upload-${next++}` }),
    sendReport: async () => ({ ok: true }),
  };
};

/** A picture file as the browser's file input gives it. */
export const pictureFile = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
