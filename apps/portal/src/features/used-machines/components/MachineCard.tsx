import type { MachineSummary } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Image } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Island } from '../../../shared/islands';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { machineBookmarkIsland } from '../islands/machine-bookmark';
import { distanceAwayMessage, machineNameMessage, vehicleClassMessages } from '../messages';
import { formatPlace, formatUnit, machineKeyFacts } from './format';
import * as styles from './machines.css';
import { OfferBadges } from './OfferBadges';
import { PriceLabel } from './PriceLabel';

export interface MachineCardProps {
  machine: MachineSummary;
  /** The first cards' photos load at once; the others when they come near. */
  eager?: boolean;
}

/**
 * One machine of the list: photo, name, key figures, where it stands, price, and its bookmark
 * button (an island); opens its page.
 */
export function MachineCard({ machine, eager = false }: MachineCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const name = intl.formatMessage(machineNameMessage, {
    manufacturer: machine.manufacturer,
    model: machine.model,
  });
  const facts = machineKeyFacts(intl, machine);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {machine.image ? (
        <Image
          image={machine.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw"
          className={styles.cardPhoto}
        />
      ) : (
        <div className={styles.cardPhoto} />
      )}
      <div className={styles.cardBody}>
        <OfferBadges type={machine.type} offerType={machine.offerType} />
        <h3 className={styles.cardTitle} id={titleId}>
          <Link
            className={styles.cardLink}
            to={localizePath('used-machine-detail', { id: machine.id }, locale)}
          >
            {name}
          </Link>
        </h3>
        <p className={styles.priceNote}>
          {intl.formatMessage(vehicleClassMessages[machine.vehicleClass])}
        </p>
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map(({ label, value }) => (
              <div key={label} className={styles.fact}>
                <dt className={styles.factTerm}>{label}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.priceNote}>
          {formatPlace(intl, machine.location)}
          {machine.distanceKm !== null ? (
            <>
              <br />
              {intl.formatMessage(distanceAwayMessage, {
                distance: formatUnit(intl, Math.round(machine.distanceKm), 'kilometer'),
              })}
            </>
          ) : null}
        </p>
        <PriceLabel priceCents={machine.priceCents} vatDeductible={machine.vatDeductible} />
        <Island of={machineBookmarkIsland} props={{ machineId: machine.id, name }} />
      </div>
    </article>
  );
}
