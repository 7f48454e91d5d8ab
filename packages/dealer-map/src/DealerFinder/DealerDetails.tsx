import type { DealerContact, DealerWithDistance } from '@lindner/api/schema';
import { Button, Heading, Text } from '@lindner/ui';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { openingHoursByDay } from '../core';
import { ContactLinks } from './ContactLinks';
import { contacts, definitionRow, definitions, details, detailsHeader } from './DealerFinder.css';
import { licencesMessage, messages, timeRangeMessage, weekdayName } from './messages';

export interface DealerDetailsProps {
  dealer: DealerWithDistance;
  id: string;
  headingLevel: 2 | 3;
  onClose: () => void;
}

const licenceNames: Record<string, string> = {
  lintrac: 'Lintrac',
  geotrac: 'Geotrac',
  unitrac: 'Unitrac',
  traclink: 'TracLink',
};

/**
 * The chosen dealer: contact person, area sales manager, opening hours and what it offers.
 * Focusable (not in the tab order) so that choosing a dealer in the list can move there.
 */
export const DealerDetails = forwardRef<HTMLElement, DealerDetailsProps>(function DealerDetails(
  { dealer, id, headingLevel, onClose },
  ref,
) {
  const intl = useIntl();
  const subLevel = headingLevel === 2 ? 3 : 4;
  const person = (title: string, contact: DealerContact | null) =>
    contact ? (
      <div>
        <Heading level={subLevel} size="standard">
          {title}
        </Heading>
        <Text>{contact.name}</Text>
        <ContactLinks contact={contact} />
      </div>
    ) : null;
  return (
    <section ref={ref} id={id} className={details} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className={detailsHeader}>
        <Heading level={headingLevel} size="h4" id={`${id}-title`}>
          {dealer.name}
        </Heading>
        <Button variant="secondary" size="small" onClick={onClose}>
          {intl.formatMessage(messages.closeDetails)}
        </Button>
      </div>
      {dealer.website ? <ContactLinks website={dealer.website} /> : null}
      <div className={contacts}>
        {person(intl.formatMessage(messages.contactPerson), dealer.contactPerson)}
        {person(intl.formatMessage(messages.areaSalesManager), dealer.areaSalesManager)}
      </div>
      <div>
        <Heading level={subLevel} size="standard">
          {intl.formatMessage(messages.openingHours)}
        </Heading>
        {dealer.openingHours.length === 0 ? (
          <Text>{intl.formatMessage(messages.noHours)}</Text>
        ) : (
          <dl className={definitions}>
            {openingHoursByDay(dealer.openingHours).map(({ day, intervals }) => (
              <div key={day} className={definitionRow}>
                <dt>{weekdayName(intl.locale, day)}</dt>
                <dd>
                  {intervals.length === 0
                    ? intl.formatMessage(messages.closedDay)
                    : intl.formatList(
                        intervals.map((interval) => intl.formatMessage(timeRangeMessage, interval)),
                        { type: 'unit' },
                      )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {dealer.licences.length > 0 ? (
        <Text>
          {intl.formatMessage(licencesMessage, {
            licences: intl.formatList(
              dealer.licences.map((licence) => licenceNames[licence] ?? licence),
              { type: 'conjunction' },
            ),
          })}
        </Text>
      ) : null}
      {dealer.diagnosis ? <Text>{intl.formatMessage(messages.diagnosis)}</Text> : null}
      {dealer.certification === 'approved' ? (
        <Text>{intl.formatMessage(messages.certified)}</Text>
      ) : null}
    </section>
  );
});
