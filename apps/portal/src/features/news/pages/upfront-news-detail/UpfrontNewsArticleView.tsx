import type { UpfrontNewsArticle } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Image, Text, type LayoutState } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArticleBody } from '../../../../shared/ArticleBody';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { navigationMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { newsMessages, publishedOn } from '../../messages';
import * as styles from '../../news.css';
import { GermanOnlyNote } from '../../GermanOnlyNote';
import { textLangOf } from '../../textLanguage';

export interface UpfrontNewsArticleViewProps {
  /** Loading, error (with Retry) or content, from the article's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The article; null until fetched, and when there is none. */
  article: UpfrontNewsArticle | null;
  /** No article has the address's slug (404): the page says so instead of an error. */
  notFound?: boolean;
}

/** One upfront article: its date, photo, teaser and body, and the links to its neighbours. */
export function UpfrontNewsArticleView({
  state,
  onRetry,
  article,
  notFound = false,
}: UpfrontNewsArticleViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  // German where no translation exists: marked so on a page in another language.
  const textLang = article ? textLangOf(article.textLanguage, locale) : undefined;
  const title = notFound ? (
    intl.formatMessage(newsMessages.notFoundTitle)
  ) : article ? (
    <span lang={textLang}>{article.title}</span>
  ) : (
    intl.formatMessage(navigationMessages.upfrontNews)
  );
  return (
    <PersonalPage title={title} state={notFound ? 'content' : state} onRetry={onRetry}>
      {notFound ? (
        <div className={styles.article}>
          <Text>{intl.formatMessage(newsMessages.notFoundText)}</Text>
          <Link className={styles.toList} to={localizePath('upfront-news', {}, locale)}>
            {intl.formatMessage(newsMessages.toList)}
          </Link>
        </div>
      ) : article ? (
        <article className={styles.article}>
          <Text tone="muted">
            {intl.formatMessage(publishedOn, {
              date: intl.formatDate(article.publishedAt, { dateStyle: 'long' }),
              time: (chunks) => <time dateTime={article.publishedAt}>{chunks}</time>,
            })}
          </Text>
          {textLang === 'de' ? <GermanOnlyNote message={newsMessages.germanOnly} /> : null}
          {article.image ? (
            <Image
              image={article.image}
              loading="eager"
              sizes="(min-width: 768px) 720px, 100vw"
              className={styles.articlePhoto}
            />
          ) : null}
          <div lang={textLang} className={styles.article}>
            <Text className={styles.teaser} weight="medium">
              {article.teaser}
            </Text>
            <ArticleBody blocks={article.body} />
          </div>
          {article.previous || article.next ? (
            <nav aria-label={intl.formatMessage(newsMessages.neighbours)}>
              {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
              <ul role="list" className={styles.neighbours}>
                {article.previous ? (
                  <li>
                    <Link
                      className={styles.neighbourLink}
                      to={localizePath(
                        'upfront-news-detail',
                        { slug: article.previous.slug },
                        locale,
                      )}
                    >
                      <span className={styles.neighbourDirection}>
                        {intl.formatMessage(newsMessages.previous)}
                      </span>
                      <span
                        className={styles.neighbourTitle}
                        lang={textLangOf(article.previous.textLanguage, locale)}
                      >
                        {article.previous.title}
                      </span>
                    </Link>
                  </li>
                ) : null}
                {article.next ? (
                  <li className={styles.nextItem}>
                    <Link
                      className={styles.neighbourLink}
                      to={localizePath('upfront-news-detail', { slug: article.next.slug }, locale)}
                    >
                      <span className={styles.neighbourDirection}>
                        {intl.formatMessage(newsMessages.next)}
                      </span>
                      <span
                        className={styles.neighbourTitle}
                        lang={textLangOf(article.next.textLanguage, locale)}
                      >
                        {article.next.title}
                      </span>
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </article>
      ) : null}
    </PersonalPage>
  );
}
