import type { EditorialNewsArticle, NewsArticleInput } from '@lindner/api/schema';
import { Banner, Button, Heading, Text, type LayoutState } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { EditorialNewsEntry } from '../../components/EditorialNewsEntry';
import * as styles from '../../components/newsEditor.css';
import { NewsEditorForm } from '../../components/NewsEditorForm';
import { editorMessages } from '../../editorMessages';
import * as newsStyles from '../../news.css';

export interface EditorialNewsViewProps {
  /** Whether the user holds the realm role `staff`; others see "not allowed", nothing else. */
  allowed: boolean;
  /** Loading, error (with Retry) or content, from the list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** Every article, drafts first; null until fetched. */
  articles: EditorialNewsArticle[] | null;
  /** Saves a new article (original null) or a change. */
  onSave: (
    original: EditorialNewsArticle | null,
    input: NewsArticleInput,
  ) => Promise<SubmitOutcome | null>;
  onPublish: (article: EditorialNewsArticle) => Promise<boolean>;
  onUnpublish: (article: EditorialNewsArticle) => Promise<boolean>;
  /** The article whose form is open at first ('new' for a new one); stories. */
  initiallyEditing?: string | null;
}

/**
 * Staff's news: every article with its state, a form to write a new one or change one, and
 * publishing and withdrawing with a confirmation.
 */
export function EditorialNewsView({
  allowed,
  state,
  onRetry,
  articles,
  onSave,
  onPublish,
  onUnpublish,
  initiallyEditing = null,
}: EditorialNewsViewProps) {
  const intl = useIntl();
  const formId = useId();
  const [editing, setEditing] = useState<string | null>(initiallyEditing);
  const title = intl.formatMessage(editorMessages.title);
  if (!allowed) {
    return (
      <PersonalPage title={title}>
        <Banner tone="warning" title={intl.formatMessage(editorMessages.notAllowedTitle)}>
          <p>{intl.formatMessage(editorMessages.notAllowedText)}</p>
        </Banner>
      </PersonalPage>
    );
  }
  const original =
    editing === null || editing === 'new'
      ? null
      : (articles?.find((article) => article.slug === editing) ?? null);
  const save = async (input: NewsArticleInput) => {
    const outcome = await onSave(original, input);
    if (outcome?.ok) setEditing(null);
    return outcome;
  };
  return (
    <PersonalPage title={title} state={state} onRetry={onRetry}>
      <Text className={newsStyles.intro}>{intl.formatMessage(editorMessages.intro)}</Text>
      {editing !== null && (editing === 'new' || original) ? (
        <section className={styles.editor} aria-labelledby={formId}>
          <Heading level={2} size="h3" id={formId}>
            {intl.formatMessage(original ? editorMessages.editArticle : editorMessages.newArticle)}
          </Heading>
          <NewsEditorForm key={editing} article={original} labelledBy={formId} onSave={save} />
          <div>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {intl.formatMessage(editorMessages.cancel)}
            </Button>
          </div>
        </section>
      ) : articles === null ? null : (
        <>
          <div>
            <Button onClick={() => setEditing('new')}>
              {intl.formatMessage(editorMessages.newArticle)}
            </Button>
          </div>
          {articles.length === 0 ? (
            <Text>{intl.formatMessage(editorMessages.empty)}</Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.articles}>
              {articles.map((article) => (
                <li key={article.slug}>
                  <EditorialNewsEntry
                    article={article}
                    onEdit={() => setEditing(article.slug)}
                    onPublish={() => onPublish(article)}
                    onUnpublish={() => onUnpublish(article)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PersonalPage>
  );
}
