import { languageOf } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink, ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { PhotoCard } from '../../components/PhotoCard';
import { PressPaging } from '../../components/PressPaging';
import * as styles from '../../components/press.css';
import { photoCountMessage, photoMessages } from '../../messages';
import { pressListPath, pressPhotosPath } from '../../pressAddress';
import type { PressPhotosData } from '../../pressLoaders';
import { PhotoSearchForm } from './PhotoSearchForm';

export interface PressPhotosViewProps {
  data: PressPhotosData;
  /** A photo file's address from the API's. */
  fileHref: (url: string) => string;
  retryHref: string;
}

/**
 * The press photos: a GET search by words and category, the results as a grid of photos with
 * caption, credit and a download per size, a page at a time. No island.
 */
export function PressPhotosView({ data, fileHref, retryHref }: PressPhotosViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const language = languageOf(locale);
  const { query, list } = data;
  const action = pressPhotosPath(locale);
  return (
    <Container className={styles.page}>
      <PageHead title={photoMessages.title} description={photoMessages.description} />
      <BackLink to={pressListPath(locale)} label={intl.formatMessage(photoMessages.back)} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(photoMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(photoMessages.intro)}</Text>
      </div>
      <PhotoSearchForm query={query} action={action} />
      {list === null ? (
        <>
          <Text>{intl.formatMessage(photoMessages.loadFailed)}</Text>
          <FetchError retryHref={retryHref} />
        </>
      ) : (
        <>
          <Text weight="medium" role="status">
            {intl.formatMessage(photoCountMessage, { count: list.total })}
          </Text>
          {list.photos.length === 0 ? (
            <div className={styles.empty}>
              <Heading level={2} size="h4">
                {intl.formatMessage(photoMessages.emptyTitle)}
              </Heading>
              <Text>{intl.formatMessage(photoMessages.emptyText)}</Text>
              {query.q || query.category || query.page ? (
                <ButtonLink variant="secondary" link={{ url: action }}>
                  {intl.formatMessage(photoMessages.showAll)}
                </ButtonLink>
              ) : null}
            </div>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.photoGrid}>
              {list.photos.map((photo, index) => (
                <li key={photo.id}>
                  <PhotoCard
                    photo={photo}
                    fileHref={fileHref}
                    eager={index < 3}
                    textLang={photo.textLanguage === language ? undefined : photo.textLanguage}
                  />
                </li>
              ))}
            </ul>
          )}
          <PressPaging
            page={list.page}
            pages={list.pageCount}
            href={(page) => pressPhotosPath(locale, { ...query, page })}
          />
        </>
      )}
    </Container>
  );
}
