import { localizedRoutes, type RouteName } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigationMessages } from '../../shared/personalArea/messages';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';
import {
  expiringLicenceAndWarranty,
  geotracId,
  lintracId,
  nothingExpiring,
} from '../../shared/storybook/fakeData';
import { portalMessagesLoader, withPortalMessages } from '../../shared/storybook/portalLocale';
import { PersonalAreaLayout } from './PersonalAreaLayout';
import { NotificationsMenuView, type NotificationsMenuViewProps } from './NotificationsMenuView';

const existingPages = new Set<RouteName>([
  'home',
  'contact',
  'dealer-finder',
  'privacy',
  'dashboard',
  'fleet',
  'fleet-detail',
]);

const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
  },
};

function StandInPage() {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.fleet)}>
      <p>Lintrac 110</p>
    </PersonalPage>
  );
}

type FramedProps = NotificationsMenuViewProps & { path: string };

/** The frame with the notifications in the given state, in a router of its own (the table's). */
function Framed({ path, ...props }: FramedProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <PersonalAreaLayout
              user={{ name: 'Josef Brunner' }}
              existingPages={existingPages}
              notifications={<NotificationsMenuView {...props} />}
            />
          ),
          children: localizedRoutes.map((route) => ({
            path: route.path,
            handle: { name: route.name, area: route.area, locale: route.locale },
            Component: StandInPage,
          })),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

/**
 * The personal area's site header with its notifications area: the contract items ending soon
 * (GET /contractItems/notifications), TracLink licences first, each leading to its vehicle's tab.
 */
const meta = {
  title: 'Portal/PersonalAreaLayout notifications',
  component: Framed,
  parameters: { layout: 'fullscreen', router: false },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    path: '/de/mein-lindner/fuhrpark',
    state: 'content',
    notifications: expiringLicenceAndWarranty,
  } as FramedProps,
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('header') as HTMLElement);

/** Two items end soon: the count on the button and in its name; the list links each vehicle's tab. */
export const Some: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvasElement }) => {
    const inHeader = header(canvasElement);
    const button = inHeader.getByText('2', { selector: 'summary > span' }).closest('summary')!;
    await expect(button).toHaveAccessibleName('Benachrichtigungen, 2 aktuelle');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Closed, the list is out of sight and out of reach.
    await expect(
      inHeader.getByRole('link', { name: /TracLink Smart/, hidden: true }),
    ).not.toBeVisible();

    await userEvent.click(button);
    const panel = inHeader.getByRole('region', { name: 'Benachrichtigungen' });
    const links = within(panel).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent('TracLink Smart');
    await expect(links[0]).toHaveTextContent('Lintrac 110');
    await expect(links[0]).toHaveTextContent('Gültig bis 12.12.2026');
    await expect(links[0]).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${lintracId}/traclink`,
    );
    await expect(links[1]).toHaveTextContent('Geotrac 94ep');
    await expect(links[1]).toHaveTextContent('Gültig bis 20.12.2026');
    await expect(links[1]).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${geotracId}/garantie`,
    );
    for (const link of links) {
      await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }

    // Escape closes the list and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(links[0]).not.toBeVisible();
    await expect(button).toHaveFocus();
  },
};

/** Reached by Tab after the header's other entries; the list follows the button in tab order. */
export const Keyboard: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvasElement }) => {
    const inHeader = header(canvasElement);
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Benachrichtigungen"]',
    )!;
    button.focus();
    await expect(button).toHaveFocus();
    // Enter and Space open a `<summary>` natively; a play function's key press cannot, so it clicks.
    button.click();
    await userEvent.tab();
    await expect(inHeader.getByRole('link', { name: /TracLink Smart/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};

/** Nothing ends soon: no count, and the list says so. */
export const None: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { notifications: nothingExpiring },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Benachrichtigungen"]',
    )!;
    await expect(button).toHaveAccessibleName('Benachrichtigungen');
    await userEvent.click(button);
    const panel = header(canvasElement).getByRole('region', { name: 'Benachrichtigungen' });
    await expect(panel).toHaveTextContent('Keine Benachrichtigungen');
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The notifications could not be fetched: the message and Retry. */
export const FetchFailed: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Benachrichtigungen"]',
    )!;
    await userEvent.click(button);
    const panel = header(canvasElement).getByRole('region', { name: 'Benachrichtigungen' });
    await expect(within(panel).getByRole('alert')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Erneut versuchen' }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
};

/** While the notifications load: the list shows a spinner. */
export const Loading: Story = {
  globals: { viewport: { value: 'xxl' } },
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Benachrichtigungen"]',
    )!;
    await userEvent.click(button);
    const panel = header(canvasElement).getByRole('region', { name: 'Benachrichtigungen' });
    await expect(within(panel).getByRole('status')).toBeVisible();
  },
};

/** On a 360 px phone the button stays beside the menu; the list spans the header, no sideways scrolling. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const inHeader = header(canvasElement);
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Benachrichtigungen"]',
    )!;
    await expect(button).toBeVisible();
    await expect(inHeader.getByText('Menü', { selector: 'summary' })).toBeVisible();
    await userEvent.click(button);
    const panel = inHeader.getByRole('region', { name: 'Benachrichtigungen' });
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
    for (const link of within(panel).getAllByRole('link')) {
      await expect(link).toBeVisible();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** In English, the dates too. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'xxl' } },
  args: { path: '/en/my-lindner/fleet' },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>(
      'header summary[aria-label^="Notifications"]',
    )!;
    await expect(button).toHaveAccessibleName('Notifications, 2 current');
    await userEvent.click(button);
    const panel = header(canvasElement).getByRole('region', { name: 'Notifications' });
    const [first] = within(panel).getAllByRole('link');
    await expect(first).toHaveTextContent('TracLink licence ending soon');
    await expect(first).toHaveTextContent('Valid until 12/12/2026');
    await expect(first).toHaveAttribute('href', `/en/my-lindner/fleet/${lintracId}/traclink`);
  },
};
