import type { DealerWithDistance } from '@lindner/api/schema';
import { cx, Heading } from '@lindner/ui';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { routeLink } from '../core';
import { ContactLinks } from './ContactLinks';
import { address, item, itemSelected, meta, selectButton, types } from './DealerFinder.css';
import { messages, distanceMessage } from './messages';
import { OpeningState } from './OpeningState';
import { StoreTypeSymbol } from './StoreTypeSymbol';

export interface DealerListItemProps {
  dealer: DealerWithDistance;
  selected: boolean;
  onSelect: () => void;
  now: Date;
  headingLevel: 2 | 3;
  detailsId: string;
  from?: { lat: number; lng: number };
}

/** One dealer of the result list: everything a visitor needs without the map. */
export const DealerListItem = forwardRef<HTMLLIElement, DealerListItemProps>(
  function DealerListItem({ dealer, selected, onSelect, now, headingLevel, detailsId, from }, ref) {
    const intl = useIntl();
    return (
      <li
        ref={ref}
        className={cx(item, selected && itemSelected)}
        aria-current={selected ? 'true' : undefined}
        data-dealer-id={dealer.id}
      >
        <Heading level={headingLevel} size="large">
          <button
            type="button"
            className={selectButton}
            onClick={onSelect}
            aria-expanded={selected}
            aria-controls={selected ? detailsId : undefined}
          >
            {dealer.name}
          </button>
        </Heading>
        <ul className={types}>
          {dealer.storeTypes.map((type) => (
            <li key={type}>
              <StoreTypeSymbol type={type} municipal={dealer.municipal} />{' '}
              {intl.formatMessage(messages[type])}
            </li>
          ))}
          {dealer.municipal ? <li>{intl.formatMessage(messages.municipal)}</li> : null}
        </ul>
        <p className={meta}>
          {dealer.distanceKm !== null ? (
            <span>
              {intl.formatMessage(distanceMessage, {
                km: intl.formatNumber(dealer.distanceKm, { maximumFractionDigits: 1 }),
              })}
            </span>
          ) : null}
          <OpeningState dealer={dealer} now={now} />
        </p>
        <address className={address}>
          {dealer.street}, {dealer.zip} {dealer.city}
        </address>
        <ContactLinks contact={dealer} route={routeLink(dealer, from)} />
      </li>
    );
  },
);
