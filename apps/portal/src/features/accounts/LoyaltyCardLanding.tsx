import { ApiError, fetchLoyaltyCardHolder } from '@lindner/api/client';
import type { LoyaltyCardHolder } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner, ButtonAnchor, FetchError, Heading, Text } from '@lindner/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './accounts.css';
import { loyaltyCardLinks } from './loyaltyCardLinks';
import {
  cardFoundMessage,
  dealerEmailMessage,
  dealerPhoneMessage,
  loyaltyCardMessages as messages,
} from './messages';

export interface LoyaltyCardLandingProps {
  /** The code of the card, from the QR code's address. */
  code: string;
  /** The sign-on provider's registration form in the page's language. */
  registrationUrl: string;
  /** Where the API answers. */
  api: { baseUrl: string; clientSegment: string };
  /** Looks the card up instead of the API (stories). */
  lookUp?: (code: string, signal: AbortSignal) => Promise<LoyaltyCardHolder>;
}

type Lookup =
  | { state: 'checking' }
  | { state: 'found'; holder: LoyaltyCardHolder }
  | { state: 'notFound' }
  /** The server's reason: too many lookups from this address. */
  | { state: 'refused'; message: string }
  | { state: 'failed' };

/**
 * Whose card the code is: looked up in the browser, so that the lookups count per visitor's
 * address (a server rendering the page would count every visitor as itself).
 */
export function LoyaltyCardLanding({
  code,
  registrationUrl,
  api,
  lookUp,
}: LoyaltyCardLandingProps) {
  const locale = useLocale();
  const [lookup, setLookup] = useState<Lookup>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const request = lookUp
      ? lookUp(code, controller.signal)
      : fetchLoyaltyCardHolder(code, { ...api, locale, signal: controller.signal });
    request.then(
      (holder) => setLookup({ state: 'found', holder }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup(lookupFailure(error));
      },
    );
    return () => controller.abort();
  }, [code, api, locale, lookUp, attempt]);
  const retry = useCallback(() => {
    setLookup({ state: 'checking' });
    setAttempt((count) => count + 1);
  }, []);

  switch (lookup.state) {
    case 'checking':
      return <Checking />;
    case 'found':
      return <CardFound holder={lookup.holder} code={code} registrationUrl={registrationUrl} />;
    case 'notFound':
      return <CardNotFound />;
    case 'refused':
      return <Banner tone="error">{lookup.message}</Banner>;
    case 'failed':
      return <FetchError onRetry={retry} />;
  }
}

function lookupFailure(error: unknown): Lookup {
  if (!(error instanceof ApiError)) return { state: 'failed' };
  if (error.status === 404 || error.status === 400) return { state: 'notFound' };
  if (error.status === 429 && error.serverMessage) {
    return { state: 'refused', message: error.serverMessage };
  }
  return { state: 'failed' };
}

function Checking() {
  const intl = useIntl();
  return <Text role="status">{intl.formatMessage(messages.checking)}</Text>;
}

function CardFound({
  holder,
  code,
  registrationUrl,
}: {
  holder: LoyaltyCardHolder;
  code: string;
  registrationUrl: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const takeOverId = useId();
  // Rendered only in the browser, after the lookup: the page's origin is known there.
  const links = loyaltyCardLinks({ code, registrationUrl }, locale, window.location.origin);
  return (
    <div className={styles.article}>
      <Banner tone="success">
        {intl.formatMessage(cardFoundMessage, { initials: holder.initials })}
      </Banner>
      {holder.dealer ? <DealerCard dealer={holder.dealer} /> : null}
      <section aria-labelledby={takeOverId} className={styles.section}>
        <Heading level={2} size="h3" id={takeOverId}>
          {intl.formatMessage(messages.takeOverHeading)}
        </Heading>
        <Text>{intl.formatMessage(messages.takeOver)}</Text>
        <div className={styles.actions}>
          <ButtonAnchor href={links.register}>{intl.formatMessage(messages.register)}</ButtonAnchor>
          <ButtonAnchor href={links.signIn} variant="secondary">
            {intl.formatMessage(messages.signIn)}
          </ButtonAnchor>
        </div>
      </section>
    </div>
  );
}

function DealerCard({ dealer }: { dealer: NonNullable<LoyaltyCardHolder['dealer']> }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(messages.dealerHeading)}
      </Heading>
      <address className={styles.dealer}>
        <Text weight="strong">{dealer.name}</Text>
        <Text>{dealer.street}</Text>
        <Text>
          {dealer.zip} {dealer.city}
        </Text>
        {dealer.phone ? (
          <Text>
            {intl.formatMessage(dealerPhoneMessage, {
              phone: dealer.phone,
              link: (chunks) => <a href={`tel:${dealer.phone!.replace(/\s+/g, '')}`}>{chunks}</a>,
            })}
          </Text>
        ) : null}
        {dealer.email ? (
          <Text>
            {intl.formatMessage(dealerEmailMessage, {
              email: dealer.email,
              link: (chunks) => <a href={`mailto:${dealer.email!}`}>{chunks}</a>,
            })}
          </Text>
        ) : null}
        {dealer.website ? (
          <Text>
            <a href={dealer.website} rel="noopener">
              {intl.formatMessage(messages.website)}
            </a>
          </Text>
        ) : null}
      </address>
    </section>
  );
}

function CardNotFound() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={styles.article}>
      <Banner tone="warning" title={intl.formatMessage(messages.notFoundTitle)}>
        {intl.formatMessage(messages.notFound)}
      </Banner>
      <Text>{intl.formatMessage(messages.notFoundHelp)}</Text>
      <div className={styles.actions}>
        <ButtonAnchor href={localizePath('contact', {}, locale)}>
          {intl.formatMessage(messages.contact)}
        </ButtonAnchor>
      </div>
    </div>
  );
}
