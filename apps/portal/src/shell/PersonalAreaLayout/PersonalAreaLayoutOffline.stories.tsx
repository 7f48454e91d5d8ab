import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';
import { portalMessagesLoader, withPortalMessages } from '../../shared/storybook/portalLocale';
import { PersonalAreaLayout } from './PersonalAreaLayout';

const notice = {
  de: ['Du bist offline', 'Du siehst die zuletzt auf diesem Gerät geladenen Daten.'],
  en: ['You are offline', 'You are seeing the data last loaded on this device.'],
  fr: ['Vous êtes hors ligne', 'Vous voyez les dernières données chargées sur cet appareil.'],
} as const;

/**
 * The personal area opened without a network (or without the sign-on): the page shows what the
 * device kept (the service worker's cache), and a notice above it says so until the connection
 * is back. The frame's other states: Portal/PersonalAreaLayout.
 */
const meta = {
  title: 'Portal/PersonalAreaLayout offline',
  component: PersonalAreaLayout,
  parameters: {
    layout: 'fullscreen',
    route: '/de/mein-lindner/fuhrpark/6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
  },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    user: { name: 'Josef Brunner' },
    offline: true,
    children: (
      <PersonalPage title="Lintrac 110">
        <p>VBLA11000L0012345</p>
      </PersonalPage>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PersonalAreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle from the device's copy, the notice above it, in the reader's language. */
export const Offline: Story = {
  play: async ({ canvas, globals }) => {
    const language = String(globals.locale).slice(0, 2) as keyof typeof notice;
    const [title, text] = notice[language] ?? notice.de;
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(title);
    await expect(status).toHaveTextContent(text);
    // Above the page, inside the main content: the page itself stays as it was.
    await expect(canvas.getByRole('main')).toContainElement(status);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 110' })).toBeVisible();
  },
};

/** Online: no notice. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 110' })).toBeVisible();
  },
};
