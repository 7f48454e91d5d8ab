import type { UpfrontNewsSummary } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { cx, Heading, Image, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { navigationMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { newsMessages, unreadArticleName } from '../../messages';
import * as styles from '../../news.css';
import { textLangOf } from '../../textLanguage';

export interface UpfrontNewsViewProps {
  /** Loading, error (with Retry) or content, from the list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The articles, newest first; null until fetched. */
  news: UpfrontNewsSummary[] | null;
}

/** The upfront news: every article for registered users, newest first, unread ones marked. */
export function UpfrontNewsView({ state, onRetry, news }: UpfrontNewsViewProps) {
  const intl = useIntl();
  return (
    <PersonalPage
      title={intl.formatMessage(navigationMessages.upfrontNews)}
      state={state}
      onRetry={onRetry}
    >
      <Text className={styles.intro}>{intl.formatMessage(newsMessages.intro)}</Text>
      {news === null ? null : news.length === 0 ? (
        <Text>{intl.formatMessage(newsMessages.empty)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.list}>
          {news.map((item, index) => (
            <li key={item.slug}>
              <NewsCard item={item} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </PersonalPage>
  );
}

function NewsCard({ item, eager }: { item: UpfrontNewsSummary; eager: boolean }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  // German where no translation exists: marked so on a page in another language.
  const textLang = textLangOf(item.textLanguage, locale);
  return (
    <article className={cx(styles.card, !item.read && styles.unreadCard)} aria-labelledby={titleId}>
      {item.image ? (
        <Image
          image={item.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
          className={styles.cardPhoto}
        />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <Text as="span" size="small" tone="muted">
            <time dateTime={item.publishedAt}>
              {intl.formatDate(item.publishedAt, { dateStyle: 'long' })}
            </time>
          </Text>
          {item.read ? null : (
            // The link's name says it too: the badge is for the eye.
            <span className={styles.unreadBadge} aria-hidden="true">
              <span className={styles.unreadDot} />
              {intl.formatMessage(newsMessages.unread)}
            </span>
          )}
        </div>
        <Heading level={2} size="large" id={titleId} className={styles.cardTitle}>
          <Link
            className={styles.cardLink}
            to={localizePath('upfront-news-detail', { slug: item.slug }, locale)}
            lang={textLang}
            aria-label={
              item.read ? undefined : intl.formatMessage(unreadArticleName, { title: item.title })
            }
          >
            {item.title}
          </Link>
        </Heading>
        <Text size="small" lang={textLang}>
          {item.teaser}
        </Text>
      </div>
    </article>
  );
}
