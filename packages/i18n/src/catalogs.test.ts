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

  it('loads only the locale’s own compiled catalog, which holds its parent’s texts', async () => {
    const requested: string[] = [];
    const load = (locale: string) => async () => {
      requested.push(locale);
      return { default: { 'ui.a': text(`A ${locale}`) } };
    };
    const ui: MessageCatalog = {
      de: load('de'),
      'de-at': load('de-at'),
      en: load('en'),
      fr: load('fr'),
      'fr-fr': load('fr-fr'),
    };
    expect(await loadMessages('fr-fr', [ui])).toEqual({ 'ui.a': text('A fr-fr') });
    expect(await loadMessages('de-at', [ui])).toEqual({ 'ui.a': text('A de-at') });
    expect(requested).toEqual(['fr-fr', 'de-at']);
  });
});
