import {
  newsCategories,
  newsSlugPattern,
  reservedNewsSlugs,
  type EditorialNewsArticle,
  type NewsArticleInput,
} from '@lindner/api/schema';
import { Select, Text, TextArea, TextField, type Validator } from '@lindner/ui';
import { useCallback, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PersonalForm } from '../../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { editorMessages } from '../editorMessages';
import {
  editorLanguages,
  editorValuesOf,
  hasRichBody,
  newsInputOf,
  textField,
  type EditorLanguage,
  type NewsEditorValues,
} from '../newsEditorValues';
import { newsCategoryMessages } from '../publicMessages';
import * as styles from './newsEditor.css';

export interface NewsEditorFormProps {
  /** The article to change; null for a new one. */
  article: EditorialNewsArticle | null;
  /** The element that names the form. */
  labelledBy: string;
  onSave: (input: NewsArticleInput) => Promise<SubmitOutcome | null>;
}

const languageLabels: Record<EditorLanguage, MessageDescriptor> = {
  de: editorMessages.german,
  en: editorMessages.english,
  fr: editorMessages.french,
};

/**
 * An article's fields: category, slug, and per language title, teaser and text (German
 * required; English and French all or nothing, which the server checks: a language depends on
 * three fields, and each field checks only itself). The text is paragraphs split at blank lines.
 * What is typed is kept as a draft (PersonalForm), so a failed save or a reload loses nothing.
 */
export function NewsEditorForm({ article, labelledBy, onSave }: NewsEditorFormProps) {
  const intl = useIntl();
  const saved = useMemo(() => editorValuesOf(article), [article]);
  const toPayload = useCallback(
    (values: NewsEditorValues) => newsInputOf(values, article),
    [article],
  );
  const labels = useMemo(
    () => ({
      category: intl.formatMessage(editorMessages.category),
      slug: intl.formatMessage(editorMessages.slug),
      de: intl.formatMessage(editorMessages.german),
      en: intl.formatMessage(editorMessages.english),
      fr: intl.formatMessage(editorMessages.french),
    }),
    [intl],
  );
  const checkSlug = useCallback<Validator>(
    (value) => {
      const slug = typeof value === 'string' ? value.trim() : '';
      return slug === '' || (newsSlugPattern.test(slug) && !reservedNewsSlugs.includes(slug))
        ? undefined
        : intl.formatMessage(editorMessages.slugInvalid);
    },
    [intl],
  );
  const categoryOptions = newsCategories.map((category) => ({
    value: category,
    label: intl.formatMessage(newsCategoryMessages[category]),
  }));
  return (
    <PersonalForm<NewsEditorValues, NewsArticleInput>
      draftName={`news-editor-${article?.slug ?? 'new'}`}
      saved={saved}
      toPayload={toPayload}
      onSubmit={onSave}
      fieldLabels={labels}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(article ? editorMessages.save : editorMessages.createDraft)}
    >
      <Select name="category" label={labels.category} options={categoryOptions} required />
      <TextField
        name="slug"
        label={labels.slug}
        description={intl.formatMessage(editorMessages.slugHint)}
        check={checkSlug}
        maxLength={80}
      />
      {editorLanguages.map((language) => {
        const required = language === 'de';
        const body = article?.[language]?.body;
        return (
          <fieldset key={language} className={styles.language}>
            <legend className={styles.legend}>
              {intl.formatMessage(languageLabels[language])}
            </legend>
            {required ? null : (
              <Text size="small" tone="muted">
                {intl.formatMessage(editorMessages.optionalHint)}
              </Text>
            )}
            <TextField
              name={textField(language, 'Title')}
              label={intl.formatMessage(editorMessages.articleTitle)}
              required={required}
              maxLength={160}
            />
            <TextArea
              name={textField(language, 'Teaser')}
              label={intl.formatMessage(editorMessages.teaser)}
              required={required}
              maxLength={400}
              rows={2}
            />
            <TextArea
              name={textField(language, 'Body')}
              label={intl.formatMessage(editorMessages.body)}
              description={intl.formatMessage(
                body && hasRichBody(body) ? editorMessages.richBodyHint : editorMessages.bodyHint,
              )}
              required={required}
              rows={8}
            />
          </fieldset>
        );
      })}
    </PersonalForm>
  );
}
