import { lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoadAgainWhenOnline } from './LoadAgainWhenOnline';

/** A part whose code fails to load the first time (offline) and loads the second. */
let tries = 0;
const load = () => {
  tries += 1;
  return tries === 1
    ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    : Promise.resolve({ default: () => <p>Hinweis</p> });
};

function PartLoadedOnDemand() {
  const [Part, setPart] = useState(() => lazy(load));
  return (
    <LoadAgainWhenOnline onOnline={() => setPart(() => lazy(load))}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </LoadAgainWhenOnline>
  );
}

describe('LoadAgainWhenOnline', () => {
  it('keeps the page when a part’s code cannot load, and loads it when back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(
      <>
        <h1>Tagebuch</h1>
        <PartLoadedOnDemand />
      </>,
    );
    await expect.element(page.getByRole('heading', { name: 'Tagebuch' })).toBeVisible();
    await expect.poll(() => console.error).toHaveBeenCalled();
    expect(page.getByText('Hinweis').query()).toBeNull();

    window.dispatchEvent(new Event('online'));

    await expect.element(page.getByText('Hinweis')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Tagebuch' })).toBeVisible();
  });
});
