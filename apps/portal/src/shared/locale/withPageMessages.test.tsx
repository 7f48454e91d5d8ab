import { LocaleProvider, type Locale, type MessageCatalog, type Messages } from '@lindner/i18n';
import { Component, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { withPageMessages } from './withPageMessages';

const text = (value: string): Messages[string] => [{ type: 0, value }];
const shell: Messages = { 'portal.title': text('Mein Lindner') };

function Texts() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'portal.title' })}</h1>
      <p>{intl.formatMessage({ id: 'widget.title' })}</p>
      <input aria-label="typed" />
    </>
  );
}

/** A catalog whose German texts load on the first call and fail on the calls `failing` lists. */
function widgetCatalog(failing: number[] = []) {
  let calls = 0;
  const load = async (value: string) => {
    calls += 1;
    if (failing.includes(calls)) throw new Error('The catalog did not load');
    return { default: { 'widget.title': text(value) } };
  };
  const catalog = {
    de: () => load('Händlersuche'),
    'de-at': () => load('Händlersuche (AT)'),
    en: () => load('Dealer search'),
    fr: () => load('Recherche de revendeurs'),
    'fr-fr': () => load('Recherche de revendeurs'),
  } satisfies MessageCatalog;
  return catalog;
}

class Retry extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        retry
      </button>
    ) : (
      this.props.children
    );
  }
}

function Portal({ catalog, locale = 'de' }: { catalog: MessageCatalog; locale?: Locale }) {
  const [Page] = useState(() => withPageMessages([catalog], Texts));
  return (
    <LocaleProvider locale={locale} messages={shell}>
      <Retry>
        <Page />
      </Retry>
    </LocaleProvider>
  );
}

describe('withPageMessages', () => {
  it('shows the page with its package’s texts beside the portal’s', async () => {
    await render(<Portal catalog={widgetCatalog()} />);
    await expect.element(page.getByText('Händlersuche')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Mein Lindner' })).toBeVisible();
  });

  it('loads the texts of the locale shown', async () => {
    await render(<Portal catalog={widgetCatalog()} locale="en" />);
    await expect.element(page.getByText('Dealer search')).toBeVisible();
  });

  it('keeps the page and what it holds while another language’s texts load', async () => {
    const catalog = widgetCatalog();
    const screen = await render(<Portal catalog={catalog} />);
    await userEvent.type(page.getByRole('textbox', { name: 'typed' }), '4020');
    await screen.rerender(<Portal catalog={catalog} locale="en" />);
    await expect.element(page.getByText('Dealer search')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'typed' })).toHaveValue('4020');
  });

  it('throws a failed load to the error element, whose retry loads it again', async () => {
    await render(<Portal catalog={widgetCatalog([1])} />);
    await userEvent.click(page.getByRole('button', { name: 'retry' }));
    await expect.element(page.getByText('Händlersuche')).toBeVisible();
  });
});
