import type { OldTimerDetail } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Island } from '../../../../shared/islands';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { oldTimerCataloguesIsland } from '../../islands/old-timer-catalogues';
import { oldTimerGalleryIsland } from '../../islands/old-timer-gallery';
import {
  bf15,
  bf15English,
  bf450,
  listedCataloguesOf,
  oldTimersMessagesLoader,
  phoneViewport,
  storyConfig,
} from '../../oldTimersStoryData';
import { OldTimerPageView } from './OldTimerPageView';

/**
 * The page's props as OldTimerPage gives them: the catalogues with their PDFs' addresses, the
 * gallery island where there is more than one picture, the catalogues' island where one is
 * restricted (here each renders in place, as a page the browser renders whole has it).
 */
function pageOf(oldTimer: OldTimerDetail, textLang?: string) {
  const catalogues = listedCataloguesOf(oldTimer);
  return {
    oldTimer,
    catalogues,
    apiBase: storyConfig.api.baseUrl,
    retryHref: `/de-at/oldtimer/${oldTimer.id}`,
    gallery:
      oldTimer.pictures.length > 1 ? (
        <Island
          of={oldTimerGalleryIsland}
          props={{ pictures: oldTimer.pictures, name: oldTimer.name }}
        />
      ) : null,
    cataloguesIsland: catalogues.some((catalogue) => catalogue.restricted) ? (
      <Island
        of={oldTimerCataloguesIsland}
        props={{
          oldTimerId: oldTimer.id,
          catalogues,
          textLang,
          profilePath: '/de-at/mein-lindner/profil',
          config: storyConfig,
        }}
      />
    ) : null,
  };
}

/** An old-timer's page without the API: facts, pictures, open and restricted catalogues. */
const meta = {
  title: 'Portal/OldTimers/Detail',
  component: OldTimerPageView,
  parameters: { layout: 'fullscreen', route: '/de-at/oldtimer/bf-15' },
  loaders: [oldTimersMessagesLoader],
  decorators: [withPortalMessages],
  args: pageOf(bf15),
} satisfies Meta<typeof OldTimerPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Bauernfreund BF 15: its story, every fact (demo values marked), its pictures, an open
 * brochure as a plain download link and a restricted manual that asks a visitor to sign in.
 */
export const WithCatalogues: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bauernfreund BF 15' }),
    ).toBeVisible();
    await expect(canvas.getByText('Baujahre 1953–1958')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Oldtimer' })).toHaveAttribute(
      'href',
      '/de-at/oldtimer',
    );
    const story = canvas.getByRole('region', { name: 'Geschichte' });
    await expect(within(story).getAllByRole('paragraph')).toHaveLength(2);
    await expect(story.querySelector('[lang]')).toBeNull();

    const facts = canvas.getByRole('table', { name: 'Daten und Fakten' });
    const rows = within(facts).getAllByRole('row');
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Leistung',
      'Motor',
      'Zylinder',
      'Hubraum',
      'Höchstgeschwindigkeit',
      'Gewicht',
      'Gebaute Stückzahl',
    ]);
    const weight = within(facts).getByRole('cell', { name: /kg/ });
    await expect(weight.textContent).toMatch(/^1\.050\skg\*$/);
    await expect(weight).toHaveAccessibleDescription('Beispielwert, nicht aus Lindners Unterlagen');
    await expect(
      within(facts).getByRole('cell', { name: '15 PS' }),
    ).not.toHaveAccessibleDescription();
    await expect(canvas.getByText('Beispielwert, nicht aus Lindners Unterlagen')).toBeVisible();

    const pictures = canvas.getByRole('region', { name: 'Bilder' });
    await expect(within(pictures).getByRole('group', { name: 'Bild 1 von 3' })).toBeVisible();
    await userEvent.click(within(pictures).getByRole('button', { name: 'Nächstes Bild' }));
    await expect(
      within(pictures).getByRole('img', { name: 'Bauernfreund BF 15 mit Mähwerk' }),
    ).toBeVisible();

    const catalogues = within(canvas.getByRole('region', { name: 'Kataloge' }));
    const [brochure, manual] = catalogues.getAllByRole('article');
    const open = within(brochure!);
    await expect(open.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Verkaufsprospekt Bauernfreund BF 15',
    );
    for (const text of ['Verkaufsprospekt', 'Deutsch', '1955', '8 Seiten', '2,4 MB']) {
      await expect(open.getByText(text, { selector: 'dd' })).toBeVisible();
    }
    const link = open.getByRole('link', { name: /^PDF herunterladen/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://portal.example/api/portal/old-timers/bf-15/catalogues/prospekt-1955',
    );
    await expect(link).toHaveAttribute('download');
    await expect(open.queryByText('Nur für Kundinnen und Kunden mit Kundennummer')).toBeNull();

    const restricted = within(manual!);
    await expect(
      restricted.getByText('Nur für Kundinnen und Kunden mit Kundennummer'),
    ).toBeVisible();
    await expect(restricted.getByText('36 Seiten')).toBeVisible();
    await expect(restricted.getByText('5,1 MB')).toBeVisible();
    // Never a link that would fail: a visitor signs in first.
    await expect(restricted.queryByRole('link')).toBeNull();
    await expect(
      restricted.getByRole('button', { name: 'Anmelden und herunterladen' }),
    ).toHaveAccessibleDescription('Betriebsanleitung Bauernfreund BF 15');

    const image = document.head.querySelector('meta[property="og:image"]');
    await expect(image?.getAttribute('content')).toMatch(/^data:image\/svg\+xml/);
    await expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '400',
    );
  },
};

/**
 * Facts the records do not give show "–" (read out as "Nicht bekannt"); one picture shows
 * without a gallery, and open catalogues alone need no island.
 */
export const UnknownFactsOpenCatalogues: Story = {
  args: pageOf(bf450),
  parameters: { route: '/de-at/oldtimer/bf-450-s' },
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('table', { name: 'Daten und Fakten' });
    const unknown = within(facts).getAllByRole('cell', { name: 'Nicht bekannt' });
    await expect(unknown).toHaveLength(4);
    for (const cell of unknown) await expect(cell).toHaveTextContent('–Nicht bekannt');
    await expect(within(facts).getByRole('cell', { name: /km\/h/ })).toHaveAccessibleDescription(
      'Beispielwert, nicht aus Lindners Unterlagen',
    );
    await expect(canvas.queryByRole('region', { name: 'Bilder' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Bauernfreund BF 450 S' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Anmelden/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^PDF herunterladen/ })).toHaveAttribute(
      'download',
    );
    await expect(canvas.getByText('850 kB')).toBeVisible();
  },
};

/** A French page of an old-timer the API has in German only: its texts are marked `lang="de"`. */
export const FrenchWithGermanTexts: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/tracteurs-anciens/bf-15' },
  args: pageOf(bf15, 'de'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Années de construction : 1953–1958')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tous les tracteurs anciens' })).toHaveAttribute(
      'href',
      '/fr/tracteurs-anciens',
    );
    const story = canvas.getByRole('region', { name: 'Histoire' });
    await expect(story.querySelector('[lang="de"]')).not.toBeNull();
    await expect(canvas.getByText(/Der erste Traktor aus Kundl/)).toHaveAttribute('lang', 'de');
    const facts = canvas.getByRole('table', { name: 'Caractéristiques' });
    await expect(within(facts).getByText('Cylindrée')).toBeVisible();
    await expect(within(facts).getByText('15 ch')).toBeVisible();
    const catalogues = within(canvas.getByRole('region', { name: 'Catalogues' }));
    await expect(
      catalogues.getByRole('heading', { name: 'Betriebsanleitung Bauernfreund BF 15' }),
    ).toHaveAttribute('lang', 'de');
    await expect(catalogues.getByText('Notice d’utilisation')).toBeVisible();
    await expect(catalogues.getAllByText('Allemand', { selector: 'dd' })).toHaveLength(2);
    await expect(catalogues.getByText('Réservé aux clients ayant un numéro client')).toBeVisible();
    await expect(
      catalogues.getByRole('button', { name: 'Se connecter et télécharger' }),
    ).toBeVisible();
  },
};

/** The English page, with English texts: nothing marked. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/vintage-tractors/bf-15' },
  args: pageOf(bf15English),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Built 1953–1958')).toBeVisible();
    await expect(
      canvasElement.querySelector('main [lang], [data-story-root] [lang="de"]'),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign in and download' })).toBeVisible();
    await expect(canvas.getByText('Facts and figures')).toBeVisible();
  },
};

/** The old-timer could not be fetched: the error block, and Retry loads the page again. */
export const LoadFailed: Story = {
  args: { ...pageOf(bf15), oldTimer: null },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Der Oldtimer konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/** On a 360 px phone: the pictures, the facts table and the catalogues fit, nothing scrolls. */
export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anmelden und herunterladen' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Daten und Fakten' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
