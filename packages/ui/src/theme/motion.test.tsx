import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';

async function emulateReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

const transitionOf = (element: Element) => getComputedStyle(element).transitionDuration;

describe('motion tokens', () => {
  afterEach(() => emulateReducedMotion(false));

  it('time a button’s colour change, and take it away when the reader asks for less motion', async () => {
    await render(<Button>Speichern</Button>);
    const button = page.getByRole('button', { name: 'Speichern' }).element();
    expect(transitionOf(button)).toBe('0.12s, 0.12s, 0.12s');

    await emulateReducedMotion(true);
    await expect.poll(() => transitionOf(button)).toBe('0s, 0s, 0s');
  });
});
