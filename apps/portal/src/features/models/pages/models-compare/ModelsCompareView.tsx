import { standardVatRate, type ModelDetail, type TransmissionKind } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Container, FetchError, Heading, Image, Text, visuallyHidden } from '@lindner/ui';
import { BackLink, ButtonLink, Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { DemoNote } from '../../components/TechnicalData';
import * as componentStyles from '../../components/models.css';
import { comparePrintIsland } from '../../islands/models-compare-print';
import {
  compareMessages,
  detailMessages,
  duplicateModelsMessage,
  factMessages,
  figureMessages,
  listPriceGrossMessage,
  tooManyModelsMessage,
  transmissionMessages,
  unknownModelsMessage,
} from '../../messages';
import { modelPath } from '../../modelAddress';
import { formatFigure, formatListPrice, formatYesNo } from '../../modelFormat';
import type { ModelsCompareData } from './compareLoader';
import {
  compareModels,
  compareSearch,
  onlyDifferences,
  type ComparedCell,
  type ComparedRow,
  type ComparedRowKey,
} from './compareModels';
import * as styles from './ModelsComparePage.css';

export interface ModelsCompareViewProps {
  data: ModelsCompareData;
  /** Retry: the comparison's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
}

/**
 * Up to three models side by side: a column per model (picture, name linking to its page,
 * series, Remove), a row per figure as the model page formats it, rows that differ marked in
 * words and colour, optionally only those (a link: it works without JavaScript). Printable on A4
 * landscape; Print itself is the page's only island.
 */
export function ModelsCompareView({ data, retryHref, onPrint }: ModelsCompareViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { models, dropped, failed, differencesOnly } = data;
  const overviewPath = localizePath('models', {}, locale);
  const comparePath = localizePath('models-compare', {}, locale);
  const notices = [
    dropped.unknown.length > 0
      ? intl.formatMessage(unknownModelsMessage, {
          count: dropped.unknown.length,
          ids: intl.formatList(dropped.unknown, { type: 'conjunction' }),
        })
      : null,
    dropped.tooMany > 0
      ? intl.formatMessage(tooManyModelsMessage, { count: dropped.tooMany })
      : null,
    dropped.duplicates > 0
      ? intl.formatMessage(duplicateModelsMessage, { count: dropped.duplicates })
      : null,
  ].filter((notice) => notice !== null);
  const comparable = models.length >= 2;
  return (
    <Container className={styles.page}>
      <PageHead title={compareMessages.title} description={compareMessages.description} />
      <div className={styles.noPrint}>
        <BackLink to={overviewPath} label={intl.formatMessage(detailMessages.backToList)} />
      </div>
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(compareMessages.title)}
        </Heading>
        {comparable ? <Text>{intl.formatMessage(compareMessages.intro)}</Text> : null}
      </div>
      {notices.length > 0 ? (
        <Banner tone="info" className={styles.noPrint}>
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </Banner>
      ) : null}
      {failed ? (
        <div className={styles.noPrint}>
          <Text>{intl.formatMessage(compareMessages.loadFailed)}</Text>
          <FetchError retryHref={retryHref} />
        </div>
      ) : null}
      {comparable ? (
        <ComparedModels
          models={models}
          differencesOnly={differencesOnly}
          comparePath={comparePath}
          onPrint={onPrint}
        />
      ) : failed ? null : (
        <div className={styles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(compareMessages.tooFewTitle)}
          </Heading>
          <Text>{intl.formatMessage(compareMessages.tooFewText)}</Text>
          <ButtonLink variant="primary" link={{ url: overviewPath }}>
            {intl.formatMessage(compareMessages.choose)}
          </ButtonLink>
        </div>
      )}
    </Container>
  );
}

interface ComparedModelsProps {
  models: ModelDetail[];
  differencesOnly: boolean;
  /** The comparison's path, for its links (only differences, Remove). */
  comparePath: string;
  onPrint?: () => void;
}

/** The options above the table, the table, and the note on demo values. */
function ComparedModels({ models, differencesOnly, comparePath, onPrint }: ComparedModelsProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const noteId = useId();
  const ids = models.map((model) => model.id);
  const allRows = compareModels(models);
  const rows = differencesOnly ? onlyDifferences(allRows) : allRows;
  const anyDemo = rows.some((row) => row.cells.some((cell) => cell.demo && cell.value !== null));
  return (
    <>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <Link link={{ url: `${comparePath}${compareSearch(ids, !differencesOnly)}` }}>
          {intl.formatMessage(
            differencesOnly ? compareMessages.allRows : compareMessages.onlyDifferences,
          )}
        </Link>
        <Island of={comparePrintIsland} props={onPrint ? { onPrint } : {}} />
      </div>
      <div
        className={styles.scroller}
        role="region"
        aria-label={intl.formatMessage(compareMessages.scrollHint)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe: scrollable-region-focusable), as @lindner/ui's Table
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={visuallyHidden}>{intl.formatMessage(compareMessages.table)}</caption>
          <colgroup>
            <col className={styles.fieldColumn} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                <span className={visuallyHidden}>{intl.formatMessage(compareMessages.field)}</span>
              </th>
              {models.map((model) => (
                <th key={model.id} scope="col" className={styles.modelHead}>
                  <div className={styles.modelHeadBody}>
                    <Image
                      image={model.picture}
                      alt=""
                      loading="eager"
                      sizes="240px"
                      className={styles.picture}
                    />
                    <p className={styles.modelName}>
                      <Link link={{ url: modelPath(model.id, locale) }}>{model.name}</Link>
                    </p>
                    <Text size="small" tone="muted">
                      {model.series}
                    </Text>
                    <Link
                      className={styles.noPrint}
                      link={{
                        url: `${comparePath}${compareSearch(
                          ids.filter((id) => id !== model.id),
                          differencesOnly,
                        )}`,
                      }}
                    >
                      {intl.formatMessage(compareMessages.remove)}
                      <span className={visuallyHidden}>{`: ${model.name}`}</span>
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ComparedRowView key={row.key} row={row} noteId={noteId} />
            ))}
          </tbody>
        </table>
      </div>
      {differencesOnly && rows.length === 0 ? (
        <Text>{intl.formatMessage(compareMessages.noDifferences)}</Text>
      ) : null}
      {anyDemo ? <DemoNote id={noteId} /> : null}
    </>
  );
}

function ComparedRowView({ row, noteId }: { row: ComparedRow; noteId: string }) {
  const intl = useIntl();
  const mark = intl.formatMessage(detailMessages.demoMark);
  return (
    <tr className={row.differs ? styles.differs : undefined}>
      <th scope="row" className={styles.rowHead}>
        {rowLabel(intl, row.key)}
        {row.differs ? (
          <>
            {' '}
            <span className={styles.differsMark}>
              {intl.formatMessage(compareMessages.differs)}
            </span>
          </>
        ) : null}
      </th>
      {row.cells.map((cell, index) => {
        const demo = cell.demo && cell.value !== null;
        return (
          <td key={index} className={styles.cell} aria-describedby={demo ? noteId : undefined}>
            {cellText(intl, row.key, cell)}
            {demo ? (
              <sup className={componentStyles.demoMark} aria-hidden="true">
                {mark}
              </sup>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

/** A row's name, as the model page's technical data and financing name it. */
function rowLabel(intl: IntlShape, key: ComparedRowKey): string {
  switch (key) {
    case 'transmission':
      return intl.formatMessage(factMessages.transmission);
    case 'fourWheelSteering':
      return intl.formatMessage(factMessages.fourWheelSteering);
    case 'engine':
      return intl.formatMessage(factMessages.engine);
    case 'listPrice':
      return intl.formatMessage(detailMessages.listPrice);
    case 'listPriceGross':
      return intl.formatMessage(listPriceGrossMessage, { vatRate: standardVatRate });
    default:
      return intl.formatMessage(figureMessages[key]);
  }
}

/** A model's value in a row, formatted as the model page formats it. */
function cellText(intl: IntlShape, key: ComparedRowKey, { value }: ComparedCell): string {
  if (value === null) return intl.formatMessage(compareMessages.notGiven);
  switch (key) {
    case 'transmission':
      return intl.formatMessage(transmissionMessages[value as TransmissionKind]);
    case 'fourWheelSteering':
      return formatYesNo(intl, value as boolean);
    case 'engine':
      return String(value);
    case 'listPrice':
    case 'listPriceGross':
      return formatListPrice(intl, value as number);
    default:
      return formatFigure(intl, key, value as number);
  }
}
