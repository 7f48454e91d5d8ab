import type { EditorialNewsArticle } from '@lindner/api/schema';
import { Button, Heading, Text } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { editorMessages, entrySummary, publishedFrom, publishedSince } from '../editorMessages';
import { newsCategoryMessages } from '../publicMessages';
import { newsArticlePath } from '../publicNewsAddress';
import * as styles from './newsEditor.css';

export interface EditorialNewsEntryProps {
  article: EditorialNewsArticle;
  onEdit: () => void;
  onPublish: () => Promise<boolean>;
  onUnpublish: () => Promise<boolean>;
}

/**
 * An article in staff's list: its German title, category, state (draft, or published since or
 * from a date) and languages; edit it, and publish or withdraw it after a confirmation.
 */
export function EditorialNewsEntry({
  article,
  onEdit,
  onPublish,
  onUnpublish,
}: EditorialNewsEntryProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const published = article.publishedAt !== null;
  const date = article.publishedAt
    ? intl.formatDate(article.publishedAt, { dateStyle: 'long' })
    : null;
  const state =
    date === null
      ? intl.formatMessage(editorMessages.draft)
      : intl.formatMessage(article.isPublic ? publishedSince : publishedFrom, {
          date,
        });
  const languages = intl.formatList([
    intl.formatMessage(editorMessages.german),
    ...(article.en ? [intl.formatMessage(editorMessages.languageEn)] : []),
    ...(article.fr ? [intl.formatMessage(editorMessages.languageFr)] : []),
  ]);
  const act = async () => {
    setBusy(true);
    const done = await (published ? onUnpublish() : onPublish());
    setBusy(false);
    if (done) setConfirming(false);
  };
  return (
    <article
      className={published ? styles.entry : `${styles.entry} ${styles.draftEntry}`}
      aria-labelledby={titleId}
    >
      <Heading level={2} size="h4" id={titleId} className={styles.entryTitle} lang="de">
        {article.de.title}
      </Heading>
      <Text size="small">
        {intl.formatMessage(entrySummary, {
          state,
          category: intl.formatMessage(newsCategoryMessages[article.category]),
          languages,
        })}
      </Text>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${titleId}-question`}>
          <Text id={`${titleId}-question`}>
            {intl.formatMessage(
              published ? editorMessages.unpublishQuestion : editorMessages.publishQuestion,
            )}
          </Text>
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void act()}>
              {intl.formatMessage(
                published ? editorMessages.confirmUnpublish : editorMessages.confirmPublish,
              )}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage(editorMessages.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit} aria-describedby={titleId}>
            {intl.formatMessage(editorMessages.edit)}
          </Button>
          <Button
            variant={published ? 'secondary' : 'primary'}
            onClick={() => setConfirming(true)}
            aria-describedby={titleId}
          >
            {intl.formatMessage(published ? editorMessages.unpublish : editorMessages.publish)}
          </Button>
          {article.isPublic ? (
            <Link to={newsArticlePath(article.slug, locale)} aria-describedby={titleId}>
              {intl.formatMessage(editorMessages.view)}
            </Link>
          ) : null}
        </div>
      )}
    </article>
  );
}
