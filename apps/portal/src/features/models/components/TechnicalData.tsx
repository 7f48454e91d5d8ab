import { modelFigures, type ModelTechnicalData } from '@lindner/api/schema';
import { Heading, Table, TableCell, TableHeaderCell, type HeadingLevel } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { detailMessages, factMessages, figureMessages, transmissionMessages } from '../messages';
import { formatFigure, formatYesNo } from '../modelFormat';
import * as styles from './models.css';

export interface TechnicalDataProps {
  data: ModelTechnicalData;
  /** Where the published figures come from. */
  sources: readonly string[];
  /** The heading's level: 3 inside the dimensions section, 2 on its own. */
  level: 2 | 3;
}

/**
 * A model's technical data: every known figure with its unit, the engine, the transmission and
 * four-wheel steering. Demo values carry a mark and the note that explains it; the sources
 * follow as links.
 */
export function TechnicalData({ data, sources, level }: TechnicalDataProps) {
  const intl = useIntl();
  const headingId = useId();
  const noteId = useId();
  const sourcesId = useId();
  const rows: { label: string; value: ReactNode; demo: boolean }[] = [];
  for (const figure of modelFigures) {
    const value = data[figure];
    if (value === null) continue;
    rows.push({
      label: intl.formatMessage(figureMessages[figure]),
      value: formatFigure(intl, figure, value),
      demo: data.demoFigures.includes(figure),
    });
  }
  if (data.engine !== null) {
    rows.push({ label: intl.formatMessage(factMessages.engine), value: data.engine, demo: false });
  }
  if (data.transmission !== null) {
    rows.push({
      label: intl.formatMessage(factMessages.transmission),
      value: intl.formatMessage(transmissionMessages[data.transmission]),
      demo: false,
    });
  }
  rows.push({
    label: intl.formatMessage(factMessages.fourWheelSteering),
    value: formatYesNo(intl, data.fourWheelSteering),
    demo: false,
  });
  const anyDemo = rows.some((row) => row.demo);
  const mark = intl.formatMessage(detailMessages.demoMark);
  return (
    <div className={styles.dataBlock}>
      <Heading level={level} size="h4" id={headingId}>
        {intl.formatMessage(detailMessages.technicalData)}
      </Heading>
      <Table aria-labelledby={headingId}>
        <tbody>
          {rows.map(({ label, value, demo }) => (
            <tr key={label}>
              <TableHeaderCell scope="row">{label}</TableHeaderCell>
              <TableCell aria-describedby={demo ? noteId : undefined}>
                {value}
                {demo ? (
                  <sup className={styles.demoMark} aria-hidden="true">
                    {mark}
                  </sup>
                ) : null}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
      {anyDemo ? <DemoNote id={noteId} /> : null}
      {sources.length > 0 ? (
        <>
          <Heading level={(level + 1) as HeadingLevel} size="standard" id={sourcesId}>
            {intl.formatMessage(detailMessages.sources)}
          </Heading>
          <ul className={styles.linkList} aria-labelledby={sourcesId}>
            {sources.map((source) => (
              <li key={source}>
                <Link link={{ url: source, isExternal: true }}>{source}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** "* Beispielwert, nicht die Herstellerangabe": what the mark beside a figure means. */
export function DemoNote({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.note}>
      <span aria-hidden="true">{intl.formatMessage(detailMessages.demoMark)} </span>
      {intl.formatMessage(detailMessages.demoNote)}
    </p>
  );
}
