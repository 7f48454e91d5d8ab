import { localizedRoutes, type RouteName } from '@lindner/i18n';
import {
  consentCookieValue,
  consentStorageKey,
  consentStore,
  parseConsent,
  Container,
} from '@lindner/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useMatches } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesLoader, withPortalMessages } from '../../shared/storybook/portalLocale';
import type { ExistingPages } from '../publicNavigation';
import { PublicArea } from './PublicArea';

/** Every page the portal has today, as app/router/pages.ts lists them. */
const portalPages: ExistingPages = new Set<RouteName>([
  'home',
  'dealer-finder',
  'axle-load-calculator',
  'finance-calculator',
  'contact',
  'financing-enquiry',
  'privacy',
  'participation-terms',
  'terms-of-sale',
  'cancellation-policy',
  'imprint',
  'dashboard',
]);

/** Every route of the table: the navigation with all its sections, as once every page exists. */
const allPages: ExistingPages = new Set<RouteName>(localizedRoutes.map((route) => route.name));

const mainNavigation = 'Hauptnavigation';

/** A closed menu's content stays in the page, out of sight and out of reach. */
async function expectNoneVisible(elements: HTMLElement[]) {
  for (const element of elements) await expect(element).not.toBeVisible();
}

const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
  },
};

/** A stand-in page that names its route, so a story sees where a link led. */
function StandInPage() {
  const name = (useMatches().at(-1)?.handle as { name?: string } | undefined)?.name;
  const { pathname } = useLocation();
  return (
    <Container>
      <h1>Seite {name}</h1>
      <p data-testid="path">{pathname}</p>
    </Container>
  );
}

/** The frame in a router of its own: the table's routes with their handles, as the portal's. */
function FramedPage({ path, existingPages }: { path: string; existingPages: ExistingPages }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <PublicArea existingPages={existingPages} />,
          children: [
            ...localizedRoutes.map((route) => ({
              path: route.path,
              handle: { name: route.name, area: route.area, locale: route.locale },
              Component: StandInPage,
            })),
            { path: '*', handle: { name: 'not-found' }, Component: StandInPage },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

interface FrameArgs {
  path: string;
  existingPages: ExistingPages;
}

const decideConsent = () => {
  consentStore.decide({ map: 'declined', media: 'declined', statistics: 'declined' });
};

/**
 * The public website's frame: header with logo, main navigation (only pages that exist),
 * language switch and Mein Lindner; the footer with the legal pages and the cookie settings; the
 * cookie banner until the visitor has decided.
 */
const meta = {
  title: 'Portal/PublicArea',
  parameters: { layout: 'fullscreen', router: false },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { path: '/de-at/service-kontakt/haendlersuche', existingPages: portalPages },
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
    decideConsent();
  },
  render: (args) => <FramedPage {...args} />,
} satisfies Meta<FrameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Lindner – zur Startseite' })).toHaveAttribute(
      'href',
      '/de-at/',
    );
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.getBoundingClientRect().height).toBe(80);
    await expect(canvas.queryByText('Menü')).not.toBeVisible();

    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    // Community and news have no page yet: no section leads to a 404.
    await expect(within(nav).queryByText('Community')).toBeNull();
    await expect(within(nav).queryByText('News & Events')).toBeNull();
    const service = within(nav).getByText('Service & Kontakt');
    await userEvent.click(service);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Händlersuche',
      'Achslastrechner',
      'Finanzierungsrechner',
      'Kontakt',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Händlersuche' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // Escape closes the section and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(
      within(nav).getByRole('link', { name: 'Kontakt', hidden: true }),
    ).not.toBeVisible();
    await expect(service).toHaveFocus();

    await expect(canvas.getByRole('link', { name: 'Mein Lindner' })).toHaveAttribute(
      'href',
      '/de-at/mein-lindner',
    );
    const footer = canvas.getByRole('navigation', { name: 'Rechtliches und Kontakt' });
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Datenschutz', '/de-at/datenschutz'],
      ['Teilnahmebedingungen', '/de-at/teilnahmebedingungen'],
      ['AGB', '/de-at/agb'],
      ['Widerrufsbelehrung', '/de-at/widerrufsbelehrung'],
      ['Impressum', '/de-at/impressum'],
      ['Kontakt', '/de-at/service-kontakt/kontakt'],
      ['Cookie-Einstellungen', '/de-at/service-kontakt/haendlersuche?cookie-settings'],
    ]);
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
  },
};

/** A link of the navigation leads to its page, and the open menu closes. */
export const FollowingALink: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await userEvent.click(within(nav).getByText('Service & Kontakt'));
    await userEvent.click(within(nav).getByRole('link', { name: 'Achslastrechner' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Seite axle-load-calculator' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('path')).toHaveTextContent(
      '/de-at/service-kontakt/achslastrechner',
    );
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Achslastrechner', hidden: true }),
      ).not.toBeVisible(),
    );
  },
};

/** With few pages built, the frame links to those alone: nothing leads to a 404. */
export const OnlyExistingPages: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: {
    path: '/de/datenschutz',
    existingPages: new Set<RouteName>(['home', 'dealer-finder', 'privacy']),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Service & Kontakt', { selector: 'summary' }));
    await userEvent.click(canvas.getByText('Deutsch', { selector: 'summary' }));
    const existing = [
      '/de/',
      '/de/service-kontakt/haendlersuche',
      '/de/datenschutz',
      // This page again, with the cookie settings open.
      '/de/datenschutz?cookie-settings',
    ];
    const hrefs = [...canvasElement.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => href !== '#content');
    for (const href of hrefs) {
      await expect([
        ...existing,
        '/de-at/datenschutz',
        '/en/privacy-policy',
        '/fr/protection-des-donnees',
        '/fr-fr/protection-des-donnees',
      ]).toContain(href);
    }
    await expect(canvas.queryByRole('link', { name: 'Mein Lindner' })).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Rechtliches und Kontakt' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datenschutz', 'Cookie-Einstellungen']);
  },
};

/** The language switch leads to the same page in each language and marks the one shown. */
export const LanguageSwitch: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvas }) => {
    const button = canvas.getByText('Deutsch (Österreich)', { selector: 'summary' });
    await expect(button).toHaveAccessibleName('Sprache: Deutsch (Österreich)');
    await userEvent.click(button);
    const links = {
      Deutsch: '/de/service-kontakt/haendlersuche',
      'Deutsch (Österreich)': '/de-at/service-kontakt/haendlersuche',
      English: '/en/service-contact/dealer-search',
      Français: '/fr/service-contact/recherche-revendeur',
      'Français (France)': '/fr-fr/service-contact/recherche-revendeur',
    };
    for (const [name, href] of Object.entries(links)) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang');
    }
    await expect(canvas.getByRole('link', { name: 'Deutsch (Österreich)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(await canvas.findByTestId('path')).toHaveTextContent(
      '/en/service-contact/dealer-search',
    );
    await expect(canvas.getByText('English', { selector: 'summary' })).toBeVisible();
    await userEvent.click(canvas.getByText('English', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page the table does not hold has no counterpart: each language leads to its home page. */
export const LanguageSwitchOnUnknownPage: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { path: '/de-at/gibt-es-nicht' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Deutsch (Österreich)', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    await expect(canvas.getByRole('link', { name: 'Français (France)' })).toHaveAttribute(
      'href',
      '/fr-fr/',
    );
  },
};

/** On a 360 px phone everything folds into the menu button; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.getBoundingClientRect().height).toBe(50);
    await expectNoneVisible(
      canvas.getAllByRole('navigation', { name: mainNavigation, hidden: true }),
    );
    await expectNoneVisible(canvas.getAllByRole('link', { name: 'Mein Lindner', hidden: true }));

    const menu = canvas.getByText('Menü', { selector: 'summary' });
    await expect(menu.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // One icon at a time: the bars while closed, the cross while open.
    const shownIcons = () =>
      [...menu.querySelectorAll('svg')].filter((icon) => getComputedStyle(icon).display !== 'none');
    await expect(shownIcons()).toHaveLength(1);
    const closedIcon = shownIcons()[0];
    await userEvent.click(menu);
    await expect(shownIcons()).toHaveLength(1);
    await expect(shownIcons()[0]).not.toBe(closedIcon);
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('list', { name: 'Service & Kontakt' })).toBeVisible();
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('link', { name: 'Mein Lindner' })).toBeVisible();
    const languages = canvas.getByRole('navigation', { name: 'Sprache' });
    await expect(within(languages).getAllByRole('link')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);

    await userEvent.keyboard('{Escape}');
    await expectNoneVisible(
      canvas.getAllByRole('navigation', { name: mainNavigation, hidden: true }),
    );
    await expect(menu).toHaveFocus();
  },
};

/**
 * The menu is reached by Tab and works from the keyboard: it is a `<summary>`, which Enter and
 * Space open natively (a play function's key presses cannot trigger that, so it clicks).
 */
export const PhoneKeyboard: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByText('Menü', { selector: 'summary' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    menu.click();
    await expect(canvas.getByRole('navigation', { name: mainNavigation })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mein Lindner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveFocus();
    await expectNoneVisible(
      canvas.getAllByRole('navigation', { name: mainNavigation, hidden: true }),
    );
  },
};

/** Before any decision the banner asks; the footer reopens the settings afterwards. */
export const CookieBanner: Story = {
  globals: { viewport: { value: 'xxl' } },
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Cookies und externe Inhalte' });
    await expect(
      within(banner).getByRole('link', { name: 'Datenschutzerklärung' }),
    ).toHaveAttribute('href', '/de-at/datenschutz');
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await userEvent.click(within(banner).getByRole('button', { name: 'Nur notwendige' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies und externe Inhalte' })).toBeNull();

    // The way back into the settings is a link the server answers with the banner open.
    await expect(canvas.getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/haendlersuche?cookie-settings',
    );
  },
};

/** Opened from the footer's link: the categories show as decided, and a new choice is saved. */
export const CookieSettingsFromFooter: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { path: '/de-at/service-kontakt/haendlersuche?cookie-settings' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Cookies und externe Inhalte' });
    const maps = within(banner).getByRole('checkbox', { name: 'Karten' });
    await expect(maps).toBeVisible();
    await expect(maps).not.toBeChecked();
    await userEvent.click(maps);
    await userEvent.click(within(banner).getByRole('button', { name: 'Auswahl speichern' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies und externe Inhalte' })).toBeNull();
    await expect(parseConsent(consentCookieValue(document.cookie)).categories).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

/** In English the frame speaks English and links the English paths. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'xxl' } },
  args: { path: '/en/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Lindner – go to the home page' }),
    ).toHaveAttribute('href', '/en/');
    await userEvent.click(canvas.getByText('Service & contact', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'Dealer search' })).toHaveAttribute(
      'href',
      '/en/service-contact/dealer-search',
    );
    await expect(canvas.getByRole('link', { name: 'My Lindner' })).toHaveAttribute(
      'href',
      '/en/my-lindner',
    );
    await expect(canvas.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/en/imprint',
    );
  },
};

/**
 * The public forms and the registration have their links: RMI under service, the newsletter
 * under news and in the footer, the registration beside Mein Lindner (the loyalty card's landing
 * has none: only its QR code leads there).
 */
export const PublicFormsAndRegistration: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { path: '/de-at/', existingPages: allPages },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: mainNavigation });
    await userEvent.click(within(nav).getByText('Service & Kontakt', { selector: 'summary' }));
    await expect(
      within(nav).getByRole('link', { name: 'RMI für freie Werkstätten' }),
    ).toHaveAttribute('href', '/de-at/service-kontakt/rmi');
    await userEvent.click(within(nav).getByText('News & Events', { selector: 'summary' }));
    await expect(within(nav).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/de-at/newsletter',
    );
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/de-at/registrieren',
    );
    const footer = canvas.getByRole('navigation', { name: 'Rechtliches und Kontakt' });
    await expect(within(footer).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/de-at/newsletter',
    );
    await expect(canvas.queryByRole('link', { name: /Kundenkarte/, hidden: true })).toBeNull();
  },
};

/** On a phone the registration sits below Mein Lindner in the menu. */
export const PhoneRegistration: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { path: '/de/', existingPages: allPages },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Menü', { selector: 'summary' }));
    const register = canvas
      .getAllByRole('link', { name: 'Registrieren' })
      .find((link) => link.checkVisibility());
    await expect(register).toHaveAttribute('href', '/de/registrieren');
    await expect(register!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The skip link comes first and moves the focus to the page. */
export const SkipToContent: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * The header's entries from left to right (logo, sections, language, Mein Lindner) lie side by
 * side within the width, each on one line: none overlaps the next, none runs past the edge.
 */
async function expectHeaderInOneLine(canvasElement: HTMLElement, width: number) {
  const header = canvasElement.querySelector('header') as HTMLElement;
  const entries = [
    header.querySelector('a'),
    ...header.querySelectorAll('nav summary'),
    ...[...header.querySelectorAll('summary, a')].filter(
      (entry) => !entry.closest('nav') && entry !== header.querySelector('a'),
    ),
  ].filter((entry): entry is HTMLElement => entry !== null && entry.checkVisibility());
  const boxes = entries.map((entry) => entry.getBoundingClientRect());
  for (const [index, box] of boxes.entries()) {
    // One line: as high as the touch target, not two lines of text.
    await expect(box.height).toBeLessThanOrEqual(48);
    await expect(box.right).toBeLessThanOrEqual(width);
    if (index > 0) await expect(box.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  return entries;
}

/**
 * At 1280 px (xl) the header shows its whole navigation, compact: all five sections, the
 * language and Mein Lindner on one line; no menu button, nothing overflows.
 */
export const Desktop1280: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { path: '/de-at/', existingPages: allPages },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Menü', { selector: 'summary' })).not.toBeVisible();
    const nav = canvas.getByRole('navigation', { name: mainNavigation });
    await expect(nav).toBeVisible();
    const sections = [
      'Modelle',
      'Gebrauchtmaschinen',
      'Service & Kontakt',
      'Community',
      'News & Events',
    ];
    for (const name of sections) {
      await expect(within(nav).getByText(name, { selector: 'summary' })).toBeVisible();
    }
    const entries = await expectHeaderInOneLine(canvasElement, 1280);
    // The logo, the sections, the language, Registrieren and Mein Lindner.
    await expect(entries).toHaveLength(1 + sections.length + 3);
    await expect(canvas.getByRole('link', { name: 'Mein Lindner' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toBeVisible();

    await userEvent.click(within(nav).getByText('Modelle', { selector: 'summary' }));
    await expect(within(nav).getByRole('link', { name: 'Alle Modelle' })).toHaveAttribute(
      'href',
      '/de-at/modelle',
    );
  },
};

/** French has the longest labels: at 1280 px they still fit on one line. */
export const Desktop1280French: Story = {
  globals: { locale: 'fr-fr', viewport: { value: 'xl' } },
  args: { path: '/fr-fr/', existingPages: allPages },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Menu', { selector: 'summary' })).not.toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Modèles', 'Occasions', 'Actualités et événements']) {
      await expect(within(nav).getByText(name, { selector: 'summary' })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Mon Lindner' })).toBeVisible();
    await expectHeaderInOneLine(canvasElement, 1280);
  },
};

/** English at 1280 px: the same, one line. */
export const Desktop1280English: Story = {
  globals: { locale: 'en', viewport: { value: 'xl' } },
  args: { path: '/en/', existingPages: allPages },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByText('Models', { selector: 'summary' })).toBeVisible();
    await expectHeaderInOneLine(canvasElement, 1280);
  },
};

/** Just below 1280 px (lg) the menu button takes the navigation's place. */
export const BelowXl: Story = {
  globals: { viewport: { value: 'lg' } },
  args: { path: '/de-at/', existingPages: allPages },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menü', { selector: 'summary' })).toBeVisible();
    await expectNoneVisible(
      canvas.getAllByRole('navigation', { name: mainNavigation, hidden: true }),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1024);
  },
};

/** At 1440 px (xxl) the header is no wider than the content: French still fits on one line. */
export const WideFrench: Story = {
  globals: { locale: 'fr-fr', viewport: { value: 'xxl' } },
  args: { path: '/fr-fr/', existingPages: allPages },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Menu', { selector: 'summary' })).not.toBeVisible();
    const entries = await expectHeaderInOneLine(canvasElement, 1440);
    await expect(entries).toHaveLength(9);
  },
};
