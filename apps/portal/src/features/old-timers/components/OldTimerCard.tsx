import type { OldTimerSummary } from '@lindner/api/schema';
import { Image, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { catalogueCountMessage, listMessages } from '../messages';
import { formatBuiltYears, formatHorsepower } from '../oldTimerFormat';
import * as styles from './oldTimers.css';

export interface OldTimerCardProps {
  oldTimer: OldTimerSummary;
  /** The old-timer's page. */
  to: string;
  /** The first cards' pictures load at once; the others when they come near. */
  eager?: boolean;
  /** The language of the teaser where it is not the page's (German, where untranslated). */
  textLang?: string;
}

/**
 * An old-timer of the list: its picture, its name (the link to its page), the years it was built,
 * its power, its teaser and, when it has any, how many catalogues there are to download.
 */
export function OldTimerCard({ oldTimer, to, eager = false, textLang }: OldTimerCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const facts = [
    { label: intl.formatMessage(listMessages.built), value: formatBuiltYears(intl, oldTimer) },
  ];
  if (oldTimer.powerHp !== null) {
    facts.push({
      label: intl.formatMessage(listMessages.power),
      value: formatHorsepower(intl, oldTimer.powerHp),
    });
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Image
        image={oldTimer.picture}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw"
        className={styles.cardPicture}
      />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle} id={titleId}>
          <Link className={styles.cardLink} to={to}>
            {oldTimer.name}
          </Link>
        </h4>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.factRow}>
              <dt className={styles.factTerm}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text size="small" lang={textLang}>
          {oldTimer.teaser}
        </Text>
        {oldTimer.catalogueCount > 0 ? (
          <p className={styles.badge}>
            <DocumentIcon />
            {intl.formatMessage(catalogueCountMessage, { count: oldTimer.catalogueCount })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function DocumentIcon() {
  return (
    <svg
      className={styles.lockIcon}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="M4 1.5h5.5L12.5 4.5v10H4z" />
      <path d="M9.5 1.5v3h3" />
    </svg>
  );
}
