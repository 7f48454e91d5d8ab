import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, type ToastProviderProps } from './Toast';
import { toast, toastStore } from './toastStore';

const saved = 'Änderungen gespeichert';
const failed = 'Fehler aufgetreten. Bitte erneut versuchen';
const pending = 'Fahrzeugdaten werden in 1–2 Werktagen geprüft';

function ToastDemo(props: ToastProviderProps) {
  return (
    <ToastProvider {...props}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button onClick={() => toast.success(saved)}>Erfolg zeigen</Button>
        <Button variant="secondary" onClick={() => toast.error(failed)}>
          Fehler zeigen
        </Button>
        <Button variant="secondary" onClick={() => toast.info(pending)}>
          Hinweis zeigen
        </Button>
        <Button variant="ghost" onClick={() => toast.dismiss()}>
          Alle schließen
        </Button>
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/Toast',
  tags: ['stable'],
  component: ToastProvider,
  argTypes: {
    position: {
      control: 'select',
      options: [
        'top-right',
        'top-left',
        'top-center',
        'bottom-right',
        'bottom-left',
        'bottom-center',
      ],
    },
    children: { control: false },
  },
  render: (args) => <ToastDemo {...args} />,
  // The toast store is one for the whole page; every story starts without toasts.
  beforeEach: () => {
    toastStore.clear();
    return () => toastStore.clear();
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastItems = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('listitem');

/** The toasts' texts from top to bottom, as the user sees them. */
const stackFromTop = (canvasElement: HTMLElement) =>
  toastItems(canvasElement)
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((item) => item.textContent);

const toastWith = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => {
    const item = toastItems(canvasElement).find(
      (each) => each.dataset.state === 'open' && each.textContent?.includes(text),
    );
    if (!item) throw new Error(`No toast says “${text}”`);
    return item;
  });

/** Lets slide-ins and fades finish before the accessibility check. */
const settled = () =>
  Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg zeigen' }));
    const item = await toastWith(canvasElement, saved);
    await expect(item).toBeVisible();
    await expect(item).toHaveTextContent(/Erfolg:|Success:|Succès/);
    await userEvent.click(within(item).getByRole('button', { name: /Schließen|Close|Fermer/ }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg zeigen' }));
    await expect(await toastWith(canvasElement, saved)).toBeVisible();
    await settled();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fehler zeigen' }));
    const item = await toastWith(canvasElement, failed);
    await expect(item).toBeVisible();
    // Keyboard: F8 jumps to the notifications, Tab to the toast and on to its close button.
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Fehler zeigen' }));
    await toastWith(canvasElement, failed);
    await settled();
  },
};

export const Info: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis zeigen' }));
    const item = await toastWith(canvasElement, pending);
    // A click anywhere on the toast closes it.
    await userEvent.click(within(item).getByText(pending));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis zeigen' }));
    await toastWith(canvasElement, pending);
    await settled();
  },
};

export const Many: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis zeigen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fehler zeigen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg zeigen' }));
    toast.success('Profil gespeichert', { id: 'data-submit' });
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(4));
    // The newest on top; the same id replaces its toast in place.
    toast.success('Hof gespeichert', { id: 'data-submit' });
    await waitFor(() =>
      expect(stackFromTop(canvasElement)).toEqual([
        expect.stringContaining('Hof gespeichert'),
        expect.stringContaining(saved),
        expect.stringContaining(failed),
        expect.stringContaining(pending),
      ]),
    );
    await settled();
  },
};

export const ClosesAllAtOnce: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg zeigen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis zeigen' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Alle schließen' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
  },
};

/** Shows a toast and checks it sits at the expected edges of the window. */
const showsAt =
  (vertical: 'top' | 'bottom', horizontal: 'left' | 'right' | 'center'): Story['play'] =>
  async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg zeigen' }));
    const item = await toastWith(canvasElement, saved);
    await settled();
    const view = canvasElement.ownerDocument.defaultView!;
    const box = item.getBoundingClientRect();
    const margin = 40;
    if (vertical === 'top') await expect(box.top).toBeLessThan(margin);
    else await expect(box.bottom).toBeGreaterThan(view.innerHeight - margin);
    if (horizontal === 'left') await expect(box.left).toBeLessThan(margin);
    if (horizontal === 'right') await expect(box.right).toBeGreaterThan(view.innerWidth - margin);
    if (horizontal === 'center') {
      await expect(Math.abs(box.left + box.width / 2 - view.innerWidth / 2)).toBeLessThan(2);
    }
  };

export const TopRight: Story = { args: { position: 'top-right' }, play: showsAt('top', 'right') };

export const TopLeft: Story = { args: { position: 'top-left' }, play: showsAt('top', 'left') };

export const TopCenter: Story = {
  args: { position: 'top-center' },
  play: showsAt('top', 'center'),
};

export const BottomRight: Story = {
  args: { position: 'bottom-right' },
  play: showsAt('bottom', 'right'),
};

export const BottomLeft: Story = {
  args: { position: 'bottom-left' },
  play: showsAt('bottom', 'left'),
};

export const BottomCenter: Story = {
  args: { position: 'bottom-center' },
  play: showsAt('bottom', 'center'),
};

/** As the portal app configures it: bottom right, no pause while the window is in the background. */
export const PortalApp: Story = {
  args: { position: 'bottom-right', pauseOnFocusLoss: false },
  play: showsAt('bottom', 'right'),
};
