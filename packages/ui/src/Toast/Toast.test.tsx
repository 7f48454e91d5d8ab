import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { uiMessages } from '../messages';
import { ToastProvider, type ToastProviderProps } from './Toast';
import { toast, toastStore } from './toastStore';

const messages = await loadMessages('de', [uiMessages]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderToasts(props: ToastProviderProps = {}) {
  const screen = await render(
    <LocaleProvider locale="de" messages={messages}>
      <ToastProvider {...props}>
        <p style={{ display: 'inline-block', margin: 0 }}>Seite</p>
      </ToastProvider>
    </LocaleProvider>,
  );
  // Rest the mouse away from the toasts, so that only a test's own hover pauses them.
  await userEvent.hover(page.getByText('Seite'));
  return screen;
}

const toastItems = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-toast-id]'));
/** The toasts' texts from top to bottom, as the user sees them. */
const stackFromTop = () =>
  toastItems()
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((item) => item.textContent);
const toastWith = (message: string) => page.getByRole('listitem').filter({ hasText: message });

describe('ToastProvider', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });
  afterEach(() => toastStore.clear());

  it('closes a toast by itself after its duration', async () => {
    await renderToasts({ duration: 300 });
    toast.success('Gespeichert');
    await expect.element(toastWith('Gespeichert')).toBeVisible();
    await pause(150);
    await expect.element(toastWith('Gespeichert')).toBeVisible();
    await expect.element(toastWith('Gespeichert'), { timeout: 1500 }).not.toBeInTheDocument();
  });

  it('takes a toast’s own duration over the provider’s', async () => {
    await renderToasts({ duration: 60_000 });
    toast.info('Kurz', { duration: 200 });
    await expect.element(toastWith('Kurz')).toBeVisible();
    await expect.element(toastWith('Kurz'), { timeout: 1500 }).not.toBeInTheDocument();
  });

  // Twice a toast's duration: a timeout of its own keeps it under a third of the time it may take.
  it('pauses while the pointer is over a toast and resumes with the time left', async () => {
    // Long enough for the hover to land while the toast is shown on a busy machine (at 1.5 s it
    // sometimes did not, and the toast was gone before the pointer came).
    const duration = 3000;
    await renderToasts({ duration });
    const shownAt = Date.now();
    toast.success('Gespeichert');
    await userEvent.hover(toastWith('Gespeichert'));
    // Past the toast's whole duration: only a paused timer keeps it.
    await pause(Math.max(0, shownAt + duration + 500 - Date.now()));
    await expect.element(toastWith('Gespeichert')).toBeVisible();
    await userEvent.hover(page.getByText('Seite'));
    await expect
      .element(toastWith('Gespeichert'), { timeout: duration + 2000 })
      .not.toBeInTheDocument();
  }, 20_000);

  it('does not pause on hover when turned off', async () => {
    // Long enough for the hover to land while the toast is still shown.
    await renderToasts({ duration: 1500, pauseOnHover: false });
    toast.success('Gespeichert');
    await userEvent.hover(toastWith('Gespeichert'));
    await expect.element(toastWith('Gespeichert'), { timeout: 4000 }).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus, when enabled', async () => {
    await renderToasts({ duration: 300 });
    toast.info('Hinweis');
    await expect.element(toastWith('Hinweis')).toBeVisible();
    window.dispatchEvent(new FocusEvent('blur'));
    await pause(700);
    await expect.element(toastWith('Hinweis')).toBeVisible();
    window.dispatchEvent(new FocusEvent('focus'));
    await expect.element(toastWith('Hinweis'), { timeout: 1500 }).not.toBeInTheDocument();
  });

  it('keeps counting while the window has lost focus, when disabled', async () => {
    await renderToasts({ duration: 300, pauseOnFocusLoss: false });
    toast.info('Hinweis');
    await expect.element(toastWith('Hinweis')).toBeVisible();
    window.dispatchEvent(new FocusEvent('blur'));
    await expect.element(toastWith('Hinweis'), { timeout: 1500 }).not.toBeInTheDocument();
    window.dispatchEvent(new FocusEvent('focus'));
  });

  it('closes on a click anywhere on the toast', async () => {
    await renderToasts({ duration: Infinity });
    toast.error('Fehler aufgetreten');
    await userEvent.click(toastWith('Fehler aufgetreten'));
    await expect.element(toastWith('Fehler aufgetreten')).not.toBeInTheDocument();
  });

  it('stays on a click when closeOnClick is off, and closes with its button', async () => {
    await renderToasts({ duration: Infinity, closeOnClick: false });
    toast.error('Fehler aufgetreten');
    await userEvent.click(toastWith('Fehler aufgetreten'));
    await pause(300);
    await expect.element(toastWith('Fehler aufgetreten')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Schließen' }));
    await expect.element(toastWith('Fehler aufgetreten')).not.toBeInTheDocument();
  });

  it('closes with Escape from the keyboard', async () => {
    await renderToasts({ duration: Infinity });
    toast.info('Hinweis');
    await expect.element(toastWith('Hinweis')).toBeVisible();
    toastItems()[0]?.focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(toastWith('Hinweis')).not.toBeInTheDocument();
  });

  it('replaces a toast with the same id in its place and restarts its timer', async () => {
    await renderToasts({ duration: 500 });
    toast.info('Wird gesendet', { id: 'data-submit' });
    toast.info('Anderes', { duration: Infinity });
    await pause(300);
    toast.success('Gesendet', { id: 'data-submit' });
    await expect.element(toastWith('Gesendet')).toBeVisible();
    expect(stackFromTop()).toEqual([
      expect.stringContaining('Anderes'),
      expect.stringContaining('Gesendet'),
    ]);
    await pause(300);
    await expect.element(toastWith('Gesendet')).toBeVisible();
    await expect.element(toastWith('Gesendet'), { timeout: 1500 }).not.toBeInTheDocument();
  });

  it('shows the newest toast first', async () => {
    await renderToasts({ duration: Infinity });
    toast.info('Erster');
    toast.info('Zweiter');
    toast.info('Dritter');
    await expect.element(toastWith('Dritter')).toBeVisible();
    expect(stackFromTop()).toEqual([
      expect.stringContaining('Dritter'),
      expect.stringContaining('Zweiter'),
      expect.stringContaining('Erster'),
    ]);
  });

  it('shows the newest toast on top also when toasts arrive one by one at the bottom', async () => {
    await renderToasts({ duration: Infinity, position: 'bottom-right' });
    for (const message of ['Erster', 'Zweiter', 'Dritter']) {
      toast.info(message);
      await expect.element(toastWith(message)).toBeVisible();
    }
    toast.success('Zweiter ersetzt', { id: toastItems()[1]?.dataset.toastId });
    await expect.element(toastWith('Zweiter ersetzt')).toBeVisible();
    expect(stackFromTop()).toEqual([
      expect.stringContaining('Dritter'),
      expect.stringContaining('Zweiter ersetzt'),
      expect.stringContaining('Erster'),
    ]);
  });

  it('announces the new message of a replaced toast', async () => {
    await renderToasts({ duration: Infinity });
    toast.info('Wird gesendet', { id: 'data-submit' });
    await expect.element(toastWith('Wird gesendet')).toBeVisible();
    toast.error('Senden fehlgeschlagen', { id: 'data-submit' });
    await expect
      .poll(() =>
        Array.from(document.querySelectorAll('[aria-live="assertive"]')).some((region) =>
          region.textContent?.includes('Fehler: Senden fehlgeschlagen'),
        ),
      )
      .toBe(true);
  });

  it('drops the oldest toasts beyond the limit', async () => {
    await renderToasts({ duration: Infinity, limit: 2 });
    toast.info('Erster');
    toast.info('Zweiter');
    toast.info('Dritter');
    await expect.element(toastWith('Dritter')).toBeVisible();
    await expect.element(toastWith('Erster')).not.toBeInTheDocument();
    expect(toastItems()).toHaveLength(2);
  });

  it('announces errors assertively and other toasts politely', async () => {
    await renderToasts({ duration: Infinity });
    toast.error('Fehler aufgetreten');
    toast.success('Gespeichert');
    const announcer = (text: string) =>
      Array.from(document.querySelectorAll('[aria-live]')).find((region) =>
        region.textContent?.includes(text),
      );
    await expect.poll(() => announcer('Fehler aufgetreten')).toBeTruthy();
    expect(announcer('Fehler aufgetreten')?.getAttribute('aria-live')).toBe('assertive');
    expect(announcer('Gespeichert')?.getAttribute('aria-live')).toBe('polite');
    expect(announcer('Gespeichert')?.textContent).toContain('Erfolg:');
  });

  it('removes a toast swiped right past 0.6 of its width, and not a shorter swipe', async () => {
    await renderToasts({ duration: Infinity, position: 'top-left' });
    toast.info('Wischen');
    await expect.element(toastWith('Wischen')).toBeVisible();
    const [item] = toastItems();
    if (!item) throw new Error('No toast');
    // Pointer events as a mouse sends them; Playwright cannot drag beyond the test frame.
    const swipeBy = async (fraction: number) => {
      const rect = item.getBoundingClientRect();
      const at = (x: number) => ({
        bubbles: true,
        button: 0,
        buttons: 1,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        clientX: rect.left + rect.width / 2 + x,
        clientY: rect.top + rect.height / 2,
      });
      item.dispatchEvent(new PointerEvent('pointerdown', at(0)));
      item.dispatchEvent(new PointerEvent('pointermove', at(10)));
      item.dispatchEvent(new PointerEvent('pointermove', at(fraction * rect.width)));
      item.dispatchEvent(
        new PointerEvent('pointerup', { ...at(fraction * rect.width), buttons: 0 }),
      );
    };
    await swipeBy(0.4);
    await pause(300);
    await expect.element(toastWith('Wischen')).toBeVisible();
    expect(item.dataset.swipe).toBe('cancel');
    await swipeBy(0.7);
    await expect.element(toastWith('Wischen')).not.toBeInTheDocument();
  });
});
