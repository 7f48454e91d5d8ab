import type { Locale, MessageCatalog } from '@lindner/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderToString } from 'react-dom/server';
import { useId, useState } from 'react';
import { loadWidgetMessages, mountWidget, WidgetRoot } from './mountWidget';

const greeting = { id: 'demoWidget.greeting', defaultMessage: 'Grüß Dich' };
const ownError = { id: 'demoWidget.error', defaultMessage: 'Die Demo ist gerade nicht da.' };

/** A widget's compiled catalog: the greeting in each locale; `load` runs before each. */
const catalog = (load: () => Promise<void> = async () => {}): MessageCatalog => {
  const texts = async (value: string) => {
    await load();
    return { default: { [greeting.id]: [{ type: 0 as const, value }] } };
  };
  return {
    de: () => texts('Grüß Dich'),
    'de-at': () => texts('Servus'),
    en: () => texts('Hello'),
    fr: () => texts('Bonjour'),
    'fr-fr': () => texts('Bonjour'),
  };
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  vi.restoreAllMocks();
});

/** A CMS page: text, the widget's element, more text. */
function cmsPage() {
  const page = document.createElement('main');
  page.innerHTML = '<p>Vor dem Widget</p><div data-widget></div><p>Nach dem Widget</p>';
  document.body.append(page);
  cleanups.push(() => page.remove());
  return page.querySelector<HTMLElement>('[data-widget]')!;
}

function mount(
  element: HTMLElement,
  render: () => ReactNode,
  {
    locale = 'en',
    catalogs = [catalog()],
    errorMessage = undefined as typeof ownError | undefined,
  } = {},
) {
  const unmount = mountWidget(element, {
    name: 'Demo widget',
    locale: locale as Locale,
    catalogs,
    render,
    errorMessage,
  });
  cleanups.push(unmount);
  return unmount;
}

describe('mountWidget', () => {
  it('renders the widget with its texts in its locale and theme, and unmounts it', async () => {
    const element = cmsPage();
    const unmount = mount(element, () => <FormattedMessage {...greeting} />, { locale: 'de-at' });
    await expect.element(page.getByText('Servus')).toBeVisible();
    expect(element.firstElementChild?.getAttribute('lang')).toBe('de-at');
    unmount();
    expect(element.innerHTML).toBe('');
    expect(() => unmount()).not.toThrow();
  });

  it('shows the error block in place of a widget that throws, and keeps the page around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const element = cmsPage();
    mount(element, () => {
      if (broken) throw new Error('broken widget');
      return <FormattedMessage {...greeting} />;
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('An error occurred while fetching data.');
    await expect.element(page.getByText('Vor dem Widget')).toBeVisible();
    await expect.element(page.getByText('Nach dem Widget')).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      'Demo widget failed',
      expect.any(Error),
      expect.any(String),
    );

    broken = false;
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByText('Hello')).toBeVisible();
    expect(element.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the widget’s own error text when it has one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(
      cmsPage(),
      () => {
        throw new Error('broken widget');
      },
      { locale: 'de', errorMessage: ownError },
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent(ownError.defaultMessage);
  });

  it('shows the error block when the texts do not load, and loads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    const flaky = catalog(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
    });
    mount(cmsPage(), () => <FormattedMessage {...greeting} />, { catalogs: [flaky] });
    // Without any texts the block reads the German defaults.
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Beim Laden der Daten ist ein Fehler aufgetreten.');
    offline = false;
    await userEvent.click(page.getByRole('button', { name: 'Erneut versuchen' }));
    await expect.element(page.getByText('Hello')).toBeVisible();
  });

  it('never throws, also for an element React cannot render into', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = mountWidget(null as unknown as HTMLElement, {
      name: 'Demo widget',
      locale: 'de',
      catalogs: [],
      render: () => null,
    });
    expect(() => unmount()).not.toThrow();
    expect(console.error).toHaveBeenCalledWith(
      'Demo widget could not be mounted',
      expect.any(Error),
    );
  });

  it('hydrates a widget a server rendered, with the same texts, without rendering it anew', async () => {
    const errors = vi.spyOn(console, 'error');
    const element = cmsPage();
    const messages = await loadWidgetMessages('de-at', [catalog()]);
    const render = () => <Counter />;
    element.innerHTML = renderToString(
      <WidgetRoot name="Demo widget" locale="de-at" messages={messages} render={render} />,
    );
    const serverButton = element.querySelector('button');
    let shown = 0;
    cleanups.push(
      mountWidget(element, {
        name: 'Demo widget',
        locale: 'de-at',
        // Never loaded: the texts come with the server's markup.
        catalogs: [catalog(() => Promise.reject(new Error('loaded again')))],
        render,
        hydrateWith: messages,
        onShown: () => (shown += 1),
      }),
    );
    await expect.poll(() => shown).toBe(1);
    // The server's elements stay and now answer: React took them over instead of replacing them.
    expect(element.querySelector('button')).toBe(serverButton);
    await userEvent.click(page.getByRole('button', { name: 'Servus 0' }));
    await expect.element(page.getByRole('button', { name: 'Servus 1' })).toBeVisible();
    expect(element.querySelector('button')).toBe(serverButton);
    // No hydration mismatch, ids included.
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the ids of two widgets a server rendered on one page apart by their prefixes', async () => {
    const errors = vi.spyOn(console, 'error');
    const messages = await loadWidgetMessages('de-at', [catalog()]);
    const render = () => <Counter />;
    const widgets = ['i1-', 'i2-'].map((identifierPrefix) => {
      const element = cmsPage();
      element.innerHTML = renderToString(
        <WidgetRoot name="Demo widget" locale="de-at" messages={messages} render={render} />,
        { identifierPrefix },
      );
      return { element, identifierPrefix };
    });
    let shown = 0;
    for (const { element, identifierPrefix } of widgets) {
      cleanups.push(
        mountWidget(element, {
          name: 'Demo widget',
          locale: 'de-at',
          catalogs: [catalog()],
          render,
          hydrateWith: messages,
          identifierPrefix,
          onShown: () => (shown += 1),
        }),
      );
    }
    await expect.poll(() => shown).toBe(2);
    const ids = widgets.map(({ element }) => element.querySelector('button')?.id);
    expect(new Set(ids).size).toBe(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps its own sizes and the look of its headings on a page with its own root size and heading rules', async () => {
    const hostRules = document.createElement('style');
    hostRules.textContent =
      'html { font-size: 20px } h2 { color: rgb(128, 0, 128); text-transform: uppercase }';
    document.head.append(hostRules);
    cleanups.push(() => hostRules.remove());
    const element = cmsPage();
    mount(element, () => (
      <h2>
        <FormattedMessage {...greeting} />
      </h2>
    ));
    const heading = await vi.waitFor(() => {
      const shown = element.querySelector('h2');
      if (!shown) throw new Error('The widget is not shown yet');
      return shown;
    });
    const root = heading.parentElement!;
    expect(getComputedStyle(root).fontSize).toBe('16px');
    expect(getComputedStyle(heading).textTransform).toBe('none');
    expect(getComputedStyle(heading).color).toBe(getComputedStyle(root).color);
    expect(getComputedStyle(heading).color).not.toBe('rgb(128, 0, 128)');
  });
});

/** A widget with state and an id, as a server renders it and the browser takes it over. */
function Counter() {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      <FormattedMessage {...greeting} /> {count}
    </button>
  );
}
