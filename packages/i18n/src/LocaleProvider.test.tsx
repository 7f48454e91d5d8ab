import { renderToString } from 'react-dom/server';
import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogs';
import { LocaleProvider, useLocale } from './LocaleProvider';

const greeting = { id: 'greeting', defaultMessage: 'Servus {name}' };

/** Renders a provider on its own, as each island of a page is a root of its own. */
function renderIn(locale: 'de-at' | 'en', messages: Messages) {
  const seen: { intl?: IntlShape; locale?: string } = {};
  function Probe() {
    const intl = useIntl();
    seen.intl = intl;
    seen.locale = useLocale();
    return <p>{intl.formatMessage(greeting, { name: 'Anna' })}</p>;
  }
  const html = renderToString(
    <LocaleProvider locale={locale} messages={messages}>
      <Probe />
    </LocaleProvider>,
  );
  return { html, ...seen };
}

describe('LocaleProvider', () => {
  it('formats with the given messages in the given locale', () => {
    const messages: Messages = {
      greeting: [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
    };
    const { html, intl, locale } = renderIn('en', messages);
    expect(html).toBe('<p>Hello Anna</p>');
    expect(intl?.locale).toBe('en');
    expect(locale).toBe('en');
  });

  it('falls back to the German default text of a message the catalog lacks', () => {
    expect(renderIn('de-at', {}).html).toBe('<p>Servus Anna</p>');
  });

  it('gives providers of the same messages and locale one formatter set, others their own', () => {
    const messages: Messages = {};
    const first = renderIn('de-at', messages).intl;
    expect(renderIn('de-at', messages).intl).toBe(first);
    expect(renderIn('en', messages).intl).not.toBe(first);
    expect(renderIn('de-at', {}).intl).not.toBe(first);
  });
});
