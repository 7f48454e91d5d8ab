import { localizePath } from '@lindner/i18n';
import { Banner, Container, FetchError, Heading, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import type { ApiAddress } from '../../../../shared/islandForm/sendPublic';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { newsletterInterestsIsland } from '../../islands/newsletter-interests';
import { newsletterSignUpIsland } from '../../islands/newsletter-sign-up';
import { newsletterMessages as messages, problemMessages } from '../../messages';
import type { NewsletterPageData } from '../../newsletterLoaders';
import type { NewsletterInterestsFormProps } from '../../NewsletterInterestsForm';
import type { NewsletterSignUpFormProps } from '../../NewsletterSignUpForm';
import * as styles from '../../newsletter.css';

export interface NewsletterViewProps {
  api: ApiAddress;
  data: NewsletterPageData;
  /** This page again, for Retry. */
  retryHref: string;
  /** Send instead of the API (stories). */
  onSubscribe?: NewsletterSignUpFormProps['onSubmit'];
  onChooseInterests?: NewsletterInterestsFormProps['onSubmit'];
}

/**
 * The public newsletter page: the sign-up (double opt-in), and after the confirmation link the
 * interests chosen so far; a link that does not work says why above the sign-up.
 */
export function NewsletterView({
  api,
  data,
  retryHref,
  onSubscribe,
  onChooseInterests,
}: NewsletterViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const confirmed = data.kind === 'confirmed';
  return (
    <Container className={styles.page}>
      <PageHead title={messages.title} description={messages.description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} id={titleId}>
          {intl.formatMessage(confirmed ? messages.confirmedTitle : messages.title)}
        </Heading>
        <Text className={styles.intro}>
          {intl.formatMessage(confirmed ? messages.confirmedIntro : messages.intro)}
        </Text>
      </div>
      <div className={styles.main}>
        {data.kind === 'problem' ? (
          <Banner tone="warning" title={intl.formatMessage(messages.linkProblemTitle)}>
            <p>{intl.formatMessage(problemMessages[data.problem])}</p>
          </Banner>
        ) : null}
        {data.kind === 'unavailable' ? (
          <FetchError retryHref={retryHref} />
        ) : data.kind === 'confirmed' ? (
          <Island
            of={newsletterInterestsIsland}
            props={{
              token: data.token,
              initialInterests: data.interests,
              labelledBy: titleId,
              api,
              onSubmit: onChooseInterests,
            }}
          />
        ) : (
          <>
            <Island
              of={newsletterSignUpIsland}
              props={{
                labelledBy: titleId,
                privacyHref: localizePath('privacy', {}, locale),
                api,
                onSubmit: onSubscribe,
              }}
            />
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.unsubscribeHint)}
            </Text>
          </>
        )}
      </div>
    </Container>
  );
}
