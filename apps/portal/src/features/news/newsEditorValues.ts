import type {
  EditorialNewsArticle,
  NewsArticleInput,
  NewsBlock,
  NewsCategory,
  NewsText,
} from '@lindner/api/schema';

/** The editor's languages: German required, English and French optional. */
export const editorLanguages = ['de', 'en', 'fr'] as const;
export type EditorLanguage = (typeof editorLanguages)[number];

/** The editor's fields, flat: `deTitle`, `enBody`, … */
export interface NewsEditorValues {
  [field: string]: unknown;
  category?: string;
  slug?: string;
  deTitle?: string;
  deTeaser?: string;
  deBody?: string;
  enTitle?: string;
  enTeaser?: string;
  enBody?: string;
  frTitle?: string;
  frTeaser?: string;
  frBody?: string;
}

export const textField = (language: EditorLanguage, part: 'Title' | 'Teaser' | 'Body') =>
  `${language}${part}` as const;

const inlineText = (parts: readonly { text: string }[]) => parts.map((part) => part.text).join('');

/**
 * A body as the editor's text: its blocks separated by a blank line, a list's items one a line.
 * Only paragraphs of plain text come back the same from `textToBody`.
 */
export function bodyToText(blocks: readonly NewsBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return inlineText(block.content);
        case 'list':
          return block.items.map(inlineText).join('\n');
        default:
          return block.text;
      }
    })
    .join('\n\n');
}

/** The editor's text as a body: a paragraph per part between blank lines, line breaks as spaces. */
export function textToBody(text: string): NewsBlock[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim().replace(/\s*\n\s*/g, ' '))
    .filter((part) => part !== '')
    .map((part) => ({ type: 'paragraph', content: [{ text: part }] }));
}

/** Whether a body has more than plain paragraphs: headings, lists, quotes, bold parts or links. */
export function hasRichBody(blocks: readonly NewsBlock[]): boolean {
  return blocks.some(
    (block) =>
      block.type !== 'paragraph' ||
      block.content.length > 1 ||
      block.content.some((part) => part.bold || part.href !== undefined),
  );
}

/** The editor's fields for an article (a new one: empty, category `company`). */
export function editorValuesOf(article: EditorialNewsArticle | null): NewsEditorValues {
  const values: NewsEditorValues = {
    category: article?.category ?? 'company',
    slug: article?.slug ?? '',
  };
  for (const language of editorLanguages) {
    const texts = article?.[language] ?? null;
    values[textField(language, 'Title')] = texts?.title ?? '';
    values[textField(language, 'Teaser')] = texts?.teaser ?? '';
    values[textField(language, 'Body')] = texts ? bodyToText(texts.body) : '';
  }
  return values;
}

const field = (values: NewsEditorValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Whether a language's texts are written at all (any of its fields). */
export function isLanguageWritten(values: NewsEditorValues, language: EditorLanguage): boolean {
  return (['Title', 'Teaser', 'Body'] as const).some(
    (part) => field(values, textField(language, part)) !== '',
  );
}

/**
 * What the editor sends: the category, the slug (empty: made from the German title), the German
 * texts and the English and French ones where any field is written. A body whose text was not
 * changed keeps its blocks (headings, lists, links); a changed one becomes paragraphs.
 */
export function newsInputOf(
  values: NewsEditorValues,
  original: EditorialNewsArticle | null,
): NewsArticleInput {
  const textsOf = (language: EditorLanguage): NewsText => {
    const body = field(values, textField(language, 'Body'));
    const before = original?.[language];
    return {
      title: field(values, textField(language, 'Title')),
      teaser: field(values, textField(language, 'Teaser')),
      body: before && bodyToText(before.body).trim() === body ? before.body : textToBody(body),
    };
  };
  return {
    category: field(values, 'category') as NewsCategory,
    slug: field(values, 'slug'),
    de: textsOf('de'),
    en: isLanguageWritten(values, 'en') ? textsOf('en') : null,
    fr: isLanguageWritten(values, 'fr') ? textsOf('fr') : null,
  };
}
