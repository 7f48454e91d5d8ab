import type { MachineSummary } from '@lindner/api/schema';
import { localizePath, useFormatCents } from '@lindner/i18n';
import { Image } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { machineNameMessage, machineTypeMessages, usedMachineMessages } from '../messages';
import * as styles from './models.css';

/**
 * A used machine of the model on its page: photo, name (the link to its page), what it is offered
 * as, year, operating hours and price with its VAT note. A small copy of the used-machine list's
 * card (features/used-machines, which this feature may not import), without its bookmark island:
 * the model page carries no script.
 */
export function UsedMachineCard({ machine }: { machine: MachineSummary }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formatCents = useFormatCents();
  const titleId = useId();
  const facts: { label: string; value: string }[] = [];
  if (machine.yearOfConstruction !== null) {
    facts.push({
      label: intl.formatMessage(usedMachineMessages.yearOfConstruction),
      value: String(machine.yearOfConstruction),
    });
  }
  if (machine.operatingHours !== null) {
    facts.push({
      label: intl.formatMessage(usedMachineMessages.operatingHours),
      value: intl.formatNumber(machine.operatingHours, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
      }),
    });
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {machine.image ? (
        <Image
          image={machine.image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 45vw, 100vw"
          className={styles.machinePhoto}
        />
      ) : (
        <div className={styles.machinePhoto} />
      )}
      <div className={styles.cardBody}>
        <p className={styles.note}>{intl.formatMessage(machineTypeMessages[machine.type])}</p>
        <h3 className={styles.cardTitle} id={titleId}>
          <Link
            className={styles.cardLink}
            to={localizePath('used-machine-detail', { id: machine.id }, locale)}
          >
            {intl.formatMessage(machineNameMessage, {
              manufacturer: machine.manufacturer,
              model: machine.model,
            })}
          </Link>
        </h3>
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map(({ label, value }) => (
              <div key={label} className={styles.factRow}>
                <dt className={styles.factTerm}>{label}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.machinePrice}>
          {machine.priceCents === null ? (
            <span className={styles.machinePriceAmount}>
              {intl.formatMessage(usedMachineMessages.priceOnRequest)}
            </span>
          ) : (
            <>
              <span className={styles.machinePriceAmount}>
                {formatCents(machine.priceCents, 'EUR')}
              </span>
              <span className={styles.note}>
                {intl.formatMessage(
                  machine.vatDeductible
                    ? usedMachineMessages.vatIncluded
                    : usedMachineMessages.vatNotShown,
                )}
              </span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
