import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from '../Banner';
import { BottomArea } from './BottomArea';

/** A page taller than the window, so the area is seen staying at the bottom while it scrolls. */
function TallPage() {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem 1rem 12rem' }}>
      <h1>Mein Fuhrpark</h1>
      {Array.from({ length: 30 }, (_, index) => (
        <p key={index} style={{ marginBottom: '1rem' }}>
          Fahrzeug {index + 1}: Lintrac 130, 1.240 Betriebsstunden, letzter Service im März.
        </p>
      ))}
    </main>
  );
}

const orderBanner = (
  <Banner tone="info" title="Bestellung in Bearbeitung">
    Deine Garantieverlängerung für den Geotrac 134ep wird geprüft.
  </Banner>
);

const contractExpiryBanner = (
  <Banner tone="warning" title="TracLink-Lizenz läuft bald ab" onDismiss={fn()}>
    Die Lizenz für Deinen Lintrac 130 endet am 30.06.2025.
  </Banner>
);

const meta = {
  title: 'UI/BottomArea',
  tags: ['stable'],
  component: BottomArea,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    orderBanner: { control: false },
    contractExpiryBanner: { control: false },
  },
  render: (args) => (
    <>
      <TallPage />
      <BottomArea {...args} />
    </>
  ),
} satisfies Meta<typeof BottomArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const bottomArea = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-bottom-area]');

export const BothBanners: Story = {
  args: { orderBanner, contractExpiryBanner },
  play: async ({ canvas, canvasElement }) => {
    const area = bottomArea(canvasElement);
    await expect(area).toBeVisible();
    const banners = canvas.getAllByRole('status');
    await expect(banners.map((banner) => banner.textContent)).toEqual([
      expect.stringContaining('Bestellung in Bearbeitung'),
      expect.stringContaining('TracLink-Lizenz läuft bald ab'),
    ]);
    // It stays at the bottom of the window while the page scrolls.
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 600);
    await expect(Math.round(area!.getBoundingClientRect().bottom)).toBe(view.innerHeight);
    view.scrollTo(0, 0);
    await expect(Math.round(area!.getBoundingClientRect().bottom)).toBe(view.innerHeight);
  },
};

export const ContractExpiryOnly: Story = {
  args: { contractExpiryBanner },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /ausblenden|dismiss|masquer/i }));
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const OrderOnly: Story = {
  args: { orderBanner },
};

export const Empty: Story = {
  args: { orderBanner: null, contractExpiryBanner: undefined },
  play: async ({ canvasElement }) => {
    await expect(bottomArea(canvasElement)).toBeNull();
  },
};

function NothingDue() {
  return null;
}

/** Banners that decide to render nothing (dismissed, nothing due) leave no empty bar. */
export const BannersRenderingNothing: Story = {
  args: { orderBanner: <NothingDue />, contractExpiryBanner: <NothingDue /> },
  play: async ({ canvasElement }) => {
    await expect(bottomArea(canvasElement)).not.toBeVisible();
  },
};
