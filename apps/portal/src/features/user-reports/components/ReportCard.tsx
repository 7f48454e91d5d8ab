import type { UserReportSummary } from '@lindner/api/schema';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatPublished } from '../reportFormat';
import { bylineMessage, writerMessage } from '../messages';
import * as styles from './userReports.css';

export interface ReportCardProps {
  report: UserReportSummary;
  /** The report's page. */
  to: string;
  /** The first picture's address, if the report has one. */
  pictureSrc: string | null;
  /** The first cards' pictures load at once; the others when they come near. */
  eager?: boolean;
  /** The language the writer wrote in, where it is not the page's. */
  textLang?: string;
}

/**
 * A report of the list: its first picture, the model, its title (the link to its page), who wrote
 * it (first name and region only) and when it was published.
 */
export function ReportCard({ report, to, pictureSrc, eager = false, textLang }: ReportCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {pictureSrc && report.picture ? (
        <img
          src={pictureSrc}
          alt=""
          width={report.picture.width}
          height={report.picture.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.cardPicture}
        />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.cardModel}>{report.model.name}</p>
        <h2 className={styles.cardTitle} id={titleId} lang={textLang}>
          <Link className={styles.cardLink} to={to}>
            {report.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          {intl.formatMessage(bylineMessage, {
            writer: intl.formatMessage(writerMessage, {
              firstName: report.firstName,
              region: report.region,
            }),
            date: formatPublished(intl, report.publishedAt),
          })}
        </p>
      </div>
    </article>
  );
}
