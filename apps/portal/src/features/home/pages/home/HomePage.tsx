import { localizePath, type PublicRouteName, type PersonalRouteName } from '@lindner/i18n';
import { ButtonLink, Container, Heading, Link, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { homeMessages as messages } from '../../messages';
import * as styles from './HomePage.css';
import { TeaserIcon, type TeaserIconName } from './teaserIcons';

interface Teaser {
  route: PublicRouteName | PersonalRouteName;
  icon: TeaserIconName;
  title: MessageDescriptor;
  text: MessageDescriptor;
  link: MessageDescriptor;
}

const teasers: Teaser[] = [
  {
    route: 'dealer-finder',
    icon: 'dealer',
    title: messages.dealerFinderTitle,
    text: messages.dealerFinderText,
    link: messages.dealerFinderLink,
  },
  {
    route: 'axle-load-calculator',
    icon: 'scale',
    title: messages.axleLoadTitle,
    text: messages.axleLoadText,
    link: messages.axleLoadLink,
  },
  {
    route: 'finance-calculator',
    icon: 'finance',
    title: messages.financeTitle,
    text: messages.financeText,
    link: messages.financeLink,
  },
  {
    route: 'contact',
    icon: 'contact',
    title: messages.contactTitle,
    text: messages.contactText,
    link: messages.contactLink,
  },
  {
    route: 'dashboard',
    icon: 'personal',
    title: messages.personalAreaTitle,
    text: messages.personalAreaText,
    link: messages.personalAreaLink,
  },
];

/**
 * The public site's home page: who Lindner is, and the ways on to the dealer finder, the
 * calculators, contact and Mein Lindner. Drawn and styled only: no image to wait for.
 */
export function HomePage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const teasersTitle = useId();
  const path = (route: Teaser['route']) => localizePath(route, {}, locale);

  return (
    <>
      <PageHead title={messages.title} description={messages.description} />
      <section className={styles.hero}>
        <Hills className={styles.hills} />
        <Container>
          <div className={styles.heroInner}>
            <Heading level={1} size={{ xs: 'h2', md: 'h1' }}>
              {intl.formatMessage(messages.title)}
            </Heading>
            <Text className={styles.intro}>{intl.formatMessage(messages.intro)}</Text>
            <div className={styles.heroActions}>
              <ButtonLink link={{ url: path('dealer-finder') }} variant="secondary">
                {intl.formatMessage(messages.findDealer)}
              </ButtonLink>
              <ButtonLink
                link={{ url: path('dashboard') }}
                variant="secondary"
                className={styles.heroOutline}
              >
                {intl.formatMessage(messages.toPersonalArea)}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
      <Container>
        <section className={styles.teasers} aria-labelledby={teasersTitle}>
          <Heading level={2} id={teasersTitle}>
            {intl.formatMessage(messages.teasersTitle)}
          </Heading>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.teaserList}>
            {teasers.map((teaser) => (
              <li key={teaser.route} className={styles.teaser}>
                <TeaserIcon name={teaser.icon} className={styles.teaserIcon} />
                <Heading level={3} size="h4">
                  {intl.formatMessage(teaser.title)}
                </Heading>
                <Text className={styles.teaserText}>{intl.formatMessage(teaser.text)}</Text>
                <Link link={{ url: path(teaser.route) }}>{intl.formatMessage(teaser.link)}</Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}

/** Alpine hills along the hero's foot. */
function Hills({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M0 320V210l140-90 120 70 190-150 170 130 110-60 200 150 150-110 160 90 200-160v240z"
      />
      <path fill="currentColor" d="M0 320v-60l220-70 180 60 260-90 240 100 200-50 340 70v40z" />
    </svg>
  );
}
