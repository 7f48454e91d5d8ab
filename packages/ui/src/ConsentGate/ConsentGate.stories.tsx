import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConsentGate } from './ConsentGate';
import { consentCookieValue, consentStorageKey, consentStore, parseConsent } from './consentStore';

const acceptName = /Akzeptieren und laden|Accept and load|Accepter et charger/;

/** Stands in for the third-party content; a real map or video would load here. */
function DemoMap() {
  return (
    <div
      style={{ padding: 24, background: '#e8f0fe', color: '#1a1a1a', borderRadius: 8 }}
      data-testid="map"
    >
      Karte der Händler in Kundl (Tirol)
    </div>
  );
}

const meta = {
  title: 'UI/ConsentGate',
  tags: ['beta'],
  component: ConsentGate,
  args: { category: 'map', provider: 'OpenStreetMap', children: <DemoMap /> },
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
  },
} satisfies Meta<typeof ConsentGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/OpenStreetMap/)).toBeVisible();
    // Nothing of the third party is rendered before consent.
    await expect(canvas.queryByTestId('map')).toBeNull();
    await expect(canvas.getByRole('button', { name: acceptName })).toHaveAccessibleDescription(
      /OpenStreetMap/,
    );
  },
};

export const AcceptAndLoad: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('map')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: acceptName })).toBeNull();
    // Focus stays where the content appeared instead of falling back to the page start.
    await expect(canvas.getByTestId('map').parentElement).toHaveFocus();
    const stored = parseConsent(consentCookieValue(document.cookie));
    await expect(stored.categories).toEqual({ map: 'accepted' });
    await expect(typeof stored.decidedAt).toBe('number');
  },
};

export const AfterConsent: Story = {
  beforeEach: () => {
    consentStore.decide({ map: 'accepted' });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('map')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AfterDecline: Story = {
  beforeEach: () => {
    consentStore.decide({ map: 'declined' });
  },
  play: async ({ canvas }) => {
    // Declined in the banner, the content can still be loaded here on purpose.
    await expect(canvas.queryByTestId('map')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: acceptName }));
    await expect(canvas.getByTestId('map')).toBeVisible();
  },
};

export const AllGatesTogether: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ConsentGate {...args}>
        <DemoMap />
      </ConsentGate>
      <ConsentGate {...args}>
        <DemoMap />
      </ConsentGate>
      <ConsentGate category="media" provider="YouTube">
        <p data-testid="video">Video: Lintrac im Einsatz</p>
      </ConsentGate>
    </div>
  ),
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: acceptName });
    await userEvent.click(first!);
    // One consent loads every map on the page; other categories still wait.
    await expect(canvas.getAllByTestId('map')).toHaveLength(2);
    await expect(canvas.queryByTestId('video')).toBeNull();
    await expect(canvas.getByText(/YouTube/)).toBeVisible();
  },
};

export const MediaInEnglish: Story = {
  globals: { locale: 'en' },
  args: { category: 'media', provider: 'YouTube' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A video or other content from YouTube/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept and load' })).toBeVisible();
  },
};

export const CustomPlaceholder: Story = {
  args: {
    placeholder: (
      <p>
        Die Händlerkarte zeigt alle Lindner-Händler in Deiner Nähe. Sie wird von OpenStreetMap
        geladen.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/alle Lindner-Händler/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: acceptName })).toBeVisible();
  },
};
