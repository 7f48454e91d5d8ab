import type { OldTimerCatalogue } from '@lindner/api/schema';
import { ButtonAnchor, Text, visuallyHidden } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  catalogueKindMessages,
  catalogueLanguageMessages,
  catalogueMessages,
  cataloguePagesMessage,
} from '../messages';
import { formatCatalogueSize } from '../oldTimerFormat';
import * as styles from './oldTimers.css';

/** A catalogue as the list shows it: with the address of its PDF. */
export interface ListedCatalogue extends OldTimerCatalogue {
  /** The PDF at the API's public address (a restricted one answers only with a token). */
  href: string;
}

export interface CatalogueListProps {
  catalogues: readonly ListedCatalogue[];
  /** The language of the titles where it is not the page's (German, where untranslated). */
  textLang?: string;
  /**
   * What a restricted catalogue offers in place of its link: the island's sign-in and download.
   * Without it (a list without restricted catalogues) nothing.
   */
  restrictedAction?: (catalogue: ListedCatalogue, titleId: string) => ReactNode;
}

/**
 * An old-timer's catalogues: each with its title, kind, language, year, pages and size. An open
 * one is a plain download link to its PDF; a restricted one says who may have it and offers what
 * `restrictedAction` gives (never a link that would fail).
 */
export function CatalogueList({ catalogues, textLang, restrictedAction }: CatalogueListProps) {
  const intl = useIntl();
  if (catalogues.length === 0) return <Text>{intl.formatMessage(catalogueMessages.none)}</Text>;
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" className={styles.catalogueList}>
      {catalogues.map((catalogue) => (
        <li key={catalogue.id}>
          <CatalogueItem
            catalogue={catalogue}
            textLang={textLang}
            restrictedAction={restrictedAction}
          />
        </li>
      ))}
    </ul>
  );
}

function CatalogueItem({
  catalogue,
  textLang,
  restrictedAction,
}: {
  catalogue: ListedCatalogue;
  textLang?: string;
  restrictedAction?: CatalogueListProps['restrictedAction'];
}) {
  const intl = useIntl();
  const titleId = useId();
  const facts = [
    {
      label: catalogueMessages.kind,
      value: intl.formatMessage(catalogueKindMessages[catalogue.kind]),
    },
    {
      label: catalogueMessages.language,
      value: intl.formatMessage(catalogueLanguageMessages[catalogue.language]),
    },
    { label: catalogueMessages.year, value: String(catalogue.year) },
    {
      label: catalogueMessages.pages,
      value: intl.formatMessage(cataloguePagesMessage, { pages: catalogue.pages }),
    },
    { label: catalogueMessages.size, value: formatCatalogueSize(intl, catalogue.sizeBytes) },
  ];
  return (
    <article className={styles.catalogue} aria-labelledby={titleId}>
      <h3 className={styles.catalogueTitle} id={titleId} lang={textLang}>
        {catalogue.title}
      </h3>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label.id} className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(label)}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {catalogue.restricted ? (
        <p className={styles.restrictedNote}>
          <LockIcon />
          {intl.formatMessage(catalogueMessages.restricted)}
        </p>
      ) : null}
      <div className={styles.catalogueAction}>
        {catalogue.restricted ? (
          restrictedAction?.(catalogue, titleId)
        ) : (
          <ButtonAnchor
            variant="secondary"
            href={catalogue.href}
            download
            type="application/pdf"
            hrefLang={catalogue.language}
          >
            {intl.formatMessage(catalogueMessages.download)}
            <span className={visuallyHidden} lang={textLang}>{` ${catalogue.title}`}</span>
          </ButtonAnchor>
        )}
      </div>
    </article>
  );
}

function LockIcon() {
  return (
    <svg
      className={styles.lockIcon}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="3" y="7" width="10" height="7.5" rx="1.2" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}
