import type { EditorialNewsArticle, NewsBlock } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  bodyToText,
  editorValuesOf,
  hasRichBody,
  newsInputOf,
  textToBody,
} from './newsEditorValues';

const richBody: NewsBlock[] = [
  { type: 'paragraph', content: [{ text: 'Mehr im ' }, { text: 'Händlerfinder', href: '/de/x' }] },
  { type: 'heading', text: 'Programm' },
  { type: 'list', items: [[{ text: 'Probefahrten' }], [{ text: 'Führungen' }]] },
  { type: 'quote', text: 'Gut so.' },
];

const article: EditorialNewsArticle = {
  slug: 'techdays',
  category: 'events',
  publishedAt: null,
  isPublic: false,
  updatedAt: '2026-11-20T10:00:00Z',
  image: null,
  de: { title: 'Techdays', teaser: 'In Kundl.', body: richBody },
  en: null,
  fr: { title: 'Techdays', teaser: 'À Kundl.', body: textToBody('Un.\n\nDeux.') },
};

describe('the news editor’s values', () => {
  it('splits a text into paragraphs at blank lines, joining its lines', () => {
    expect(textToBody('  Erster Absatz\nweiter.\n\n \n Zweiter. \n  \nDritter.')).toEqual([
      { type: 'paragraph', content: [{ text: 'Erster Absatz weiter.' }] },
      { type: 'paragraph', content: [{ text: 'Zweiter.' }] },
      { type: 'paragraph', content: [{ text: 'Dritter.' }] },
    ]);
    expect(textToBody(' \n ')).toEqual([]);
  });

  it('shows a body as text, a list one item a line', () => {
    expect(bodyToText(richBody)).toBe(
      'Mehr im Händlerfinder\n\nProgramm\n\nProbefahrten\nFührungen\n\nGut so.',
    );
    expect(hasRichBody(richBody)).toBe(true);
    expect(hasRichBody(textToBody('Ein.\n\nZwei.'))).toBe(false);
  });

  it('sends the texts written; an unchanged body keeps its blocks, a changed one is paragraphs', () => {
    const values = editorValuesOf(article);
    expect(values).toMatchObject({ category: 'events', slug: 'techdays', enTitle: '' });
    expect(newsInputOf(values, article)).toEqual({
      category: 'events',
      slug: 'techdays',
      de: { title: 'Techdays', teaser: 'In Kundl.', body: richBody },
      en: null,
      fr: { title: 'Techdays', teaser: 'À Kundl.', body: article.fr!.body },
    });
    const changed = newsInputOf(
      { ...values, deBody: 'Neu.\n\nText.', enTitle: ' Techdays ' },
      article,
    );
    expect(changed.de.body).toEqual([
      { type: 'paragraph', content: [{ text: 'Neu.' }] },
      { type: 'paragraph', content: [{ text: 'Text.' }] },
    ]);
    // One English field written: English is sent, its empty fields for the server to name.
    expect(changed.en).toEqual({ title: 'Techdays', teaser: '', body: [] });
  });

  it('starts a new article empty', () => {
    const values = editorValuesOf(null);
    expect(values).toEqual({
      category: 'company',
      slug: '',
      deTitle: '',
      deTeaser: '',
      deBody: '',
      enTitle: '',
      enTeaser: '',
      enBody: '',
      frTitle: '',
      frTeaser: '',
      frBody: '',
    });
    expect(
      newsInputOf({ ...values, deTitle: 'Neu', deTeaser: 'Kurz', deBody: 'Text' }, null),
    ).toEqual({
      category: 'company',
      slug: '',
      de: { title: 'Neu', teaser: 'Kurz', body: textToBody('Text') },
      en: null,
      fr: null,
    });
  });
});
