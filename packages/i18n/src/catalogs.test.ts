import { describe, expect, it } from 'vitest';
import type { MessageCatalog, Messages } from './catalogs';
import { loadMessages } from './catalogs';

const text = (value: string) => [{ type: 0, value }] as Messages[string];
const catalog = (byLocale: Partial<Record<string, Record<string, string>>>): MessageCatalog =>
  Object.fromEntries(
    ['de', 'de-at', 'en', 'fr', 'fr-fr'].map((locale) => [
      locale,
      async () => ({
        default: Object.fromEntries(
          Object.entries(byLocale[locale] ?? {}).map(([id, value]) => [id, text(value)]),
        ),
      }),
    ]),
  ) as MessageCatalog;

describe('loadMessages', () => {
  it('merges every package catalog of the locale', async () => {
    const ui = catalog({ en: { 'ui.a': 'A' }, de: { 'ui.a': 'A de' } });
    const portal = catalog({ en: { 'portal.b': 'B' }, de: { 'portal.b': 'B de' } });
    expect(await loadMessages('en', [ui, portal])).toEqual({
      'ui.a': text('A'),
      'portal.b': text('B'),
    });
  });

  it('shows German where a translation is missing, and regional texts over their parent', async () => {
    const ui = catalog({
      de: { 'ui.a': 'Jänner?', 'ui.b': 'nur deutsch' },
      'de-at': { 'ui.a': 'Jänner' },
      fr: { 'ui.a': 'janvier' },
    });
    expect(await loadMessages('de-at', [ui])).toEqual({
      'ui.a': text('Jänner'),
      'ui.b': text('nur deutsch'),
    });
    expect(await loadMessages('fr-fr', [ui])).toEqual({
      'ui.a': text('janvier'),
      'ui.b': text('nur deutsch'),
    });
  });
});
