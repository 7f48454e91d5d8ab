import {
  apiEnvelopeSchema,
  upfrontNewsArticleSchema,
  upfrontNewsListSchema,
  type UpfrontNewsInput,
} from '@lindner/api/schema';
import { expect } from 'vitest';
import type { ApiCall } from '../../testing/apiClient';

// What the upfront news tests (reading.test.ts, writing.test.ts) share: the seed's articles as
// they are listed, an article to write, and the calls that read them.

/** The seed's slugs, newest first (published 3, 10, 18, 31, 46, 62, 91 and 120 days ago). */
export const seedSlugs = [
  'lintrac-130-ls-vorstellung',
  'traclink-update-herbst',
  'unitrac-kommunal-winterdienst',
  'lindner-techdays-kundl',
  'geotrac-serie-5-facelift',
  'originalteile-onlineshop',
  'garantieverlaengerung-lintrac',
  'fahrertraining-saison',
];

/** The picture of the newest article, as the Image component takes it. */
export const lintracPicture = {
  versions: {
    lindnerMachine: {
      xs: '/api/portal/machine-photos/tractor-red-alps-xs.webp',
      md: '/api/portal/machine-photos/tractor-red-alps-md.webp',
    },
  },
  alt: 'Zeichnung: ein roter Traktor vor den Bergen',
  width: 480,
  height: 360,
};

export const listSchema = apiEnvelopeSchema(upfrontNewsListSchema);
export const articleSchema = apiEnvelopeSchema(upfrontNewsArticleSchema);

/** The list and an article as a user reads them in German (each call must succeed). */
export function newsReader(call: ApiCall) {
  const german = { headers: { 'accept-language': 'de' } };
  return {
    async listOf(user: string) {
      const response = await call(user, '/news/upfront', german);
      expect(response.statusCode).toBe(200);
      return listSchema.parse(response.json()).data.data;
    },
    async open(user: string, slug: string) {
      const response = await call(user, `/news/upfront/${slug}`, german);
      expect(response.statusCode).toBe(200);
      return articleSchema.parse(response.json()).data.data;
    },
  };
}

export const readSlugs = (list: { slug: string; read: boolean }[]) =>
  list.filter((item) => item.read).map((item) => item.slug);

/** An article as staff write it, with the fields given. */
export const article = (overrides: Partial<UpfrontNewsInput> = {}): UpfrontNewsInput => ({
  title: 'Neuer Geotrac 124ep',
  teaser: 'Der stärkste Geotrac kommt.',
  publishedAt: new Date().toISOString(),
  body: [
    { type: 'paragraph', content: [{ text: 'Mehr dazu ' }, { text: 'hier', href: '/de/kontakt' }] },
  ],
  ...overrides,
});
