import type { NewsSummary } from '@lindner/api/schema';
import { Heading, Image, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import * as styles from '../news.css';
import { newsCategoryMessages, publicNewsMessages } from '../publicMessages';
import { newsArticlePath } from '../publicNewsAddress';
import { textLangOf } from '../textLanguage';
import * as publicStyles from './publicNews.css';

export interface NewsCardProps {
  article: NewsSummary;
  /** The first cards' pictures load at once; the others when they come near. */
  eager?: boolean;
}

/**
 * An article of the list: its picture (if any), date, category, title (the link to its page)
 * and teaser. Texts written only in German are marked `lang="de"` and say so on other pages.
 */
export function NewsCard({ article, eager = false }: NewsCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const textLang = textLangOf(article.textLanguage, locale);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {article.image ? (
        <Image
          image={article.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
          className={styles.cardPhoto}
        />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <Text as="span" size="small" tone="muted">
            <time dateTime={article.publishedAt}>
              {intl.formatDate(article.publishedAt, { dateStyle: 'long' })}
            </time>
          </Text>
          <Text as="span" size="small" className={publicStyles.categoryLabel}>
            {intl.formatMessage(newsCategoryMessages[article.category])}
          </Text>
        </div>
        <Heading level={2} size="large" id={titleId} className={styles.cardTitle}>
          <Link
            className={styles.cardLink}
            to={newsArticlePath(article.slug, locale)}
            lang={textLang}
          >
            {article.title}
          </Link>
        </Heading>
        <Text size="small" lang={textLang}>
          {article.teaser}
        </Text>
        {textLang === 'de' ? (
          <Text size="small" tone="muted">
            {intl.formatMessage(publicNewsMessages.germanOnlyShort)}
          </Text>
        ) : null}
      </div>
    </article>
  );
}
