import type { EventSummary, MachineSummary, ModelSeries } from '@lindner/api/schema';
import {
  languageOf,
  localizePath,
  useFormatCents,
  type PublicRouteName,
  type PersonalRouteName,
} from '@lindner/i18n';
import { Container, FetchError, Heading, Image, Text } from '@lindner/ui';
import { ButtonLink, Link } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { seriesCards, type HomeData } from '../../homeLoaders';
import {
  homeMessages as messages,
  offerHoursMessage,
  offerNameMessage,
  offerYearMessage,
  seriesModelCountMessage,
} from '../../messages';
import * as styles from './HomePage.css';
import { TeaserIcon, type TeaserIconName } from './teaserIcons';

export interface HomeViewProps {
  data: HomeData;
}

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

const seriesDescriptions: Record<ModelSeries, MessageDescriptor> = {
  Lintrac: messages.seriesLintrac,
  Geotrac: messages.seriesGeotrac,
  Unitrac: messages.seriesUnitrac,
};

/** Events happen in Austria and its neighbours: their dates are Vienna's. */
const eventTimeZone = 'Europe/Vienna';

/**
 * The public site's home page: who Lindner is, the three series, the offers of the month, the
 * next events, and the ways on to the dealer finder, the calculators, contact and Mein Lindner.
 * Server-rendered links and pictures only: no script of its own. A part whose data could not be
 * fetched says so with Retry (the home page again); the rest of the page stays.
 */
export function HomeView({ data }: HomeViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const path = (route: Teaser['route']) => localizePath(route, {}, locale);
  const retryHref = localizePath('home', {}, locale);

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
        <HomeSection
          title={messages.seriesTitle}
          intro={messages.seriesIntro}
          more={{ to: localizePath('models', {}, locale), label: messages.seriesAll }}
        >
          {data.models === null ? (
            <FetchError retryHref={retryHref} />
          ) : (
            <SeriesList models={data.models} modelsPath={localizePath('models', {}, locale)} />
          )}
        </HomeSection>
        {data.offers === null || data.offers.length > 0 ? (
          <HomeSection
            title={messages.offersTitle}
            intro={messages.offersIntro}
            more={{ to: localizePath('used-machines', {}, locale), label: messages.offersAll }}
          >
            {data.offers === null ? (
              <FetchError retryHref={retryHref} />
            ) : (
              <CardList>
                {data.offers.map((machine) => (
                  <li key={machine.id}>
                    <OfferCard
                      machine={machine}
                      to={localizePath('used-machine-detail', { id: machine.id }, locale)}
                    />
                  </li>
                ))}
              </CardList>
            )}
          </HomeSection>
        ) : null}
        <HomeSection
          title={messages.eventsTitle}
          more={{ to: localizePath('events', {}, locale), label: messages.eventsAll }}
        >
          {data.events === null ? (
            <FetchError retryHref={retryHref} />
          ) : data.events.length === 0 ? (
            <Text>{intl.formatMessage(messages.eventsEmpty)}</Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.eventList}>
              {data.events.map((event) => (
                <li key={event.slug}>
                  <EventItem
                    event={event}
                    to={localizePath('event-detail', { slug: event.slug }, locale)}
                  />
                </li>
              ))}
            </ul>
          )}
        </HomeSection>
        <HomeSection title={messages.teasersTitle}>
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
        </HomeSection>
      </Container>
    </>
  );
}

/** A part of the page under its h2, with an optional introduction and a link to more. */
function HomeSection({
  title,
  intro,
  more,
  children,
}: {
  title: MessageDescriptor;
  intro?: MessageDescriptor;
  more?: { to: string; label: MessageDescriptor };
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <Heading level={2} id={titleId}>
          {intl.formatMessage(title)}
        </Heading>
        {intro ? <Text tone="muted">{intl.formatMessage(intro)}</Text> : null}
      </div>
      {children}
      {more ? (
        <Link link={{ url: more.to }} className={styles.more}>
          {intl.formatMessage(more.label)}
        </Link>
      ) : null}
    </section>
  );
}

function CardList({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" className={styles.cardList}>
      {children}
    </ul>
  );
}

const cardSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** The three series, each with the picture of its first model and how many models it has. */
function SeriesList({
  models,
  modelsPath,
}: {
  models: NonNullable<HomeData['models']>;
  modelsPath: string;
}) {
  const intl = useIntl();
  return (
    <CardList>
      {seriesCards(models).map(({ series, picture, modelCount }) => (
        <li key={series} className={styles.card}>
          <Image image={picture} alt="" sizes={cardSizes} className={styles.seriesPicture} />
          <div className={styles.cardBody}>
            <Heading level={3} size="h4">
              <RouterLink to={modelsPath} className={styles.cardLink}>
                {series}
              </RouterLink>
            </Heading>
            <Text>{intl.formatMessage(seriesDescriptions[series])}</Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(seriesModelCountMessage, { count: modelCount })}
            </Text>
          </div>
        </li>
      ))}
    </CardList>
  );
}

/** An offer of the month: photo, name, year, operating hours and price; opens its page. */
function OfferCard({ machine, to }: { machine: MachineSummary; to: string }) {
  const intl = useIntl();
  // Prices are gross euro cents; shown as the used-machine pages show them.
  const formatCents = useFormatCents();
  const facts = [
    machine.yearOfConstruction !== null
      ? intl.formatMessage(offerYearMessage, { year: String(machine.yearOfConstruction) })
      : null,
    machine.operatingHours !== null
      ? intl.formatMessage(offerHoursMessage, { hours: machine.operatingHours })
      : null,
  ].filter((fact) => fact !== null);
  return (
    <div className={styles.card}>
      {machine.image ? (
        <Image image={machine.image} alt="" sizes={cardSizes} className={styles.cardPicture} />
      ) : (
        <div className={styles.cardPicture} />
      )}
      <div className={styles.cardBody}>
        <Heading level={3} size="h4">
          <RouterLink to={to} className={styles.cardLink}>
            {intl.formatMessage(offerNameMessage, {
              manufacturer: machine.manufacturer,
              model: machine.model,
            })}
          </RouterLink>
        </Heading>
        {facts.length > 0 ? <Text tone="muted">{facts.join(' · ')}</Text> : null}
        <Text weight="strong" size="large" className={styles.price}>
          {machine.priceCents === null
            ? intl.formatMessage(messages.offerPriceOnRequest)
            : formatCents(machine.priceCents, 'EUR')}
        </Text>
      </div>
    </div>
  );
}

/** One of the next events: its date, title and venue (or online); opens its page. */
function EventItem({ event, to }: { event: EventSummary; to: string }) {
  const intl = useIntl();
  // German where the event has no translation into the page's language.
  const lang = event.textLanguage === languageOf(usePageLocale()) ? undefined : event.textLanguage;
  const venue = event.venue;
  const place = venue
    ? venue.region && venue.region !== venue.city
      ? `${venue.city}, ${venue.region}`
      : venue.city
    : intl.formatMessage(messages.eventOnline);
  return (
    <div className={styles.event}>
      <time dateTime={event.startsAt} className={styles.eventDate}>
        {intl.formatDate(event.startsAt, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: eventTimeZone,
        })}
      </time>
      <div className={styles.eventBody}>
        <Heading level={3} size="large" lang={lang}>
          <RouterLink to={to} className={styles.cardLink}>
            {event.title}
          </RouterLink>
        </Heading>
        <Text tone="muted">{place}</Text>
      </div>
    </div>
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
