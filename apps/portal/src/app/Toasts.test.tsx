import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { toast, uiMessages } from '@lindner/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toasts } from './Toasts';

const messages = await loadMessages('de', [uiMessages]);
const notice = 'Hofdaten gespeichert.';

/** The toast the user sees; its screen-reader copy (gone after 1 s by design) is not it. */
const shownToast = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-toast-id]')].find(
    (item) => item.dataset.state === 'open' && item.textContent?.includes(notice),
  );
const anyToast = () => document.querySelector('li[data-toast-id]');

/** Lets React commit and run its effects; animation frames are not faked. */
async function settle() {
  for (let frame = 0; frame < 3; frame += 1) {
    await new Promise((done) => requestAnimationFrame(done));
  }
}

/** Fake time: only the timers the toasts count with, so rendering goes on as usual. */
async function pass(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

describe('the portal’s toasts (SPEC.md section 9: 5000 ms, pause on hover)', () => {
  beforeEach(async () => {
    await page.viewport(360, 800);
    await render(
      <LocaleProvider locale="de" messages={messages}>
        <p>Seite</p>
        <Toasts />
      </LocaleProvider>,
    );
    // The mouse rests away from the toasts, so that only a test's own hover pauses them.
    await userEvent.hover(page.getByText('Seite'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    toast.dismiss();
  });

  it('keeps the success notice of a save for 5 s, not 1 s, then closes it', async () => {
    // As useSubmit shows it after a save.
    toast.success(notice, { id: 'data-submit' });
    await settle();
    expect(shownToast()?.checkVisibility()).toBe(true);

    await pass(1000);
    expect(shownToast()?.checkVisibility()).toBe(true);
    await pass(3000);
    expect(shownToast()?.checkVisibility()).toBe(true);

    await pass(1000);
    expect(shownToast()).toBeUndefined();
    await pass(300);
    expect(anyToast()).toBeNull();
  });

  it('keeps it while the pointer is over it, and counts on from where it paused', async () => {
    toast.success(notice, { id: 'data-submit' });
    await settle();
    await pass(2000);
    const item = shownToast();
    if (!item) throw new Error('The toast is not shown');
    item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await settle();

    await pass(10_000);
    expect(shownToast()?.checkVisibility()).toBe(true);

    item.dispatchEvent(
      new PointerEvent('pointerout', {
        bubbles: true,
        pointerType: 'mouse',
        relatedTarget: document.body,
      }),
    );
    await settle();
    await pass(2900);
    expect(shownToast()?.checkVisibility()).toBe(true);
    await pass(100);
    expect(shownToast()).toBeUndefined();
  });
});
