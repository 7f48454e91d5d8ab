import type { NewsArticle } from '@lindner/api/schema';
import { Container, FetchError, Heading, Image, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArticleBody } from '../../../../shared/ArticleBody';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import * as publicStyles from '../../components/publicNews.css';
import { GermanOnlyNote } from '../../GermanOnlyNote';
import * as styles from '../../news.css';
import { newsCategoryMessages, newsPublishedOn, publicNewsMessages } from '../../publicMessages';
import { newsArticlePath, newsListPath } from '../../publicNewsAddress';
import { textLangOf } from '../../textLanguage';

export interface NewsArticleViewProps {
  /** The article; null when it could not be fetched. */
  article: NewsArticle | null;
  /** Retry: the page's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * A public article: its category, title, date, picture, teaser and body (built as elements,
 * never as HTML), the links to the previous (older) and next (newer) article and back to the
 * list. An article written only in German says so on a page in another language, and its texts
 * are marked `lang="de"`.
 */
export function NewsArticleView({ article, retryHref }: NewsArticleViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const back = (
    <BackLink to={newsListPath(locale)} label={intl.formatMessage(publicNewsMessages.backToList)} />
  );
  if (!article) {
    return (
      <Container className={publicStyles.page}>
        <PageHead title={publicNewsMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(publicNewsMessages.articleLoadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const textLang = textLangOf(article.textLanguage, locale);
  return (
    <Container className={publicStyles.page}>
      <PageHead title={article.title} description={article.teaser} />
      {back}
      <article className={styles.article}>
        <div className={publicStyles.articleHeader}>
          <Text weight="medium" className={publicStyles.categoryLabel}>
            <Link
              className={styles.toList}
              to={newsListPath(locale, { category: article.category })}
            >
              {intl.formatMessage(newsCategoryMessages[article.category])}
            </Link>
          </Text>
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} lang={textLang}>
            {article.title}
          </Heading>
          <Text tone="muted">
            {intl.formatMessage(newsPublishedOn, {
              date: intl.formatDate(article.publishedAt, { dateStyle: 'long' }),
              time: (chunks) => <time dateTime={article.publishedAt}>{chunks}</time>,
            })}
          </Text>
        </div>
        {textLang === 'de' ? <GermanOnlyNote message={publicNewsMessages.germanOnly} /> : null}
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
          <nav aria-label={intl.formatMessage(publicNewsMessages.neighbours)}>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
            <ul role="list" className={styles.neighbours}>
              {article.previous ? (
                <li>
                  <Link
                    className={styles.neighbourLink}
                    to={newsArticlePath(article.previous.slug, locale)}
                    rel="prev"
                  >
                    <span className={styles.neighbourDirection}>
                      {intl.formatMessage(publicNewsMessages.previous)}
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
                    to={newsArticlePath(article.next.slug, locale)}
                    rel="next"
                  >
                    <span className={styles.neighbourDirection}>
                      {intl.formatMessage(publicNewsMessages.next)}
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
        <Link className={styles.toList} to={newsListPath(locale)}>
          {intl.formatMessage(publicNewsMessages.backToList)}
        </Link>
      </article>
    </Container>
  );
}
