import type { GvlContactInput, ServiceContact, Services } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Heading, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { navigationMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { contactSectionId, mailtoHref, telHref } from '../../contactLinks';
import { GvlContactForm } from '../../GvlContactForm';
import type { GvlContactValues } from '../../gvlContact';
import {
  dealerName,
  externalLinkMessages,
  gvlMessages,
  offerMessages,
  servicesMessages,
} from '../../messages';
import * as styles from '../../services.css';

const externalLinkOrder = ['rental', 'homeVisit', 'driverTraining'] as const;

export interface ServicesViewProps {
  /** Loading, error (with Retry) or content, from the services' fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The offers, external sites and the user's dealer; null until fetched. */
  services: Services | null;
  /** The GVL contact form to the area sales manager of the user's dealer. */
  gvlContact: {
    /** The form's start: the profile's name, address and company. */
    initialValues: GvlContactValues;
    onSubmit: (payload: GvlContactInput) => Promise<SubmitOutcome | null>;
  };
}

/**
 * The services page: Lindner's service offers, the rental, home-visit and driver-training
 * sites (each in a new tab), and the contact persons of the user's dealer, or how to get one.
 */
export function ServicesView({ state, onRetry, services, gvlContact }: ServicesViewProps) {
  const intl = useIntl();
  const offersId = useId();
  const linksId = useId();
  const contactId = useId();
  return (
    <PersonalPage
      title={intl.formatMessage(navigationMessages.services)}
      state={state}
      onRetry={onRetry}
    >
      {services ? (
        <div className={styles.page}>
          <Text className={styles.intro}>{intl.formatMessage(servicesMessages.intro)}</Text>
          <section className={styles.section} aria-labelledby={offersId}>
            <Heading level={2} size="h3" id={offersId}>
              {intl.formatMessage(servicesMessages.offersTitle)}
            </Heading>
            {services.offers.length === 0 ? (
              <Text>{intl.formatMessage(servicesMessages.offersEmpty)}</Text>
            ) : (
              // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
              <ul role="list" className={styles.grid}>
                {services.offers.map((offer) => (
                  <li key={offer} className={styles.card}>
                    <Heading level={3} size="large">
                      {intl.formatMessage(offerMessages[offer].title)}
                    </Heading>
                    <Text size="small">{intl.formatMessage(offerMessages[offer].text)}</Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby={linksId}>
            <Heading level={2} size="h3" id={linksId}>
              {intl.formatMessage(servicesMessages.linksTitle)}
            </Heading>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
            <ul role="list" className={styles.grid}>
              {externalLinkOrder.map((name) => (
                <li key={name} className={styles.card}>
                  <Link
                    link={{ url: services.externalLinks[name], isExternal: true }}
                    className={styles.externalLink}
                  >
                    {intl.formatMessage(externalLinkMessages[name].label)}
                  </Link>
                  <Text size="small">{intl.formatMessage(externalLinkMessages[name].text)}</Text>
                </li>
              ))}
            </ul>
          </section>
          <section
            id={contactSectionId}
            className={styles.contactSection}
            aria-labelledby={contactId}
          >
            <Heading level={2} size="h3" id={contactId}>
              {intl.formatMessage(servicesMessages.contactTitle)}
            </Heading>
            {services.dealer ? <DealerContacts dealer={services.dealer} /> : <NoDealer />}
            {services.dealer ? (
              // The profile may come after the services: the form starts again with it.
              <GvlContact
                key={JSON.stringify(gvlContact.initialValues)}
                areaSalesManagerId={services.dealer.id}
                {...gvlContact}
              />
            ) : null}
          </section>
        </div>
      ) : null}
    </PersonalPage>
  );
}

function DealerContacts({ dealer }: { dealer: NonNullable<Services['dealer']> }) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.card}>
        <Text size="small" tone="muted">
          {intl.formatMessage(servicesMessages.dealer)}
        </Text>
        <Heading level={3} size="large">
          {intl.formatMessage(dealerName, { name: dealer.name, city: dealer.city })}
        </Heading>
        <ContactFacts phone={dealer.phone} email={dealer.email} />
      </div>
      {dealer.contacts.length === 0 ? (
        <Text>{intl.formatMessage(servicesMessages.noContacts)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.grid}>
          {dealer.contacts.map((contact) => (
            <li key={`${contact.role}-${contact.name}`} className={styles.card}>
              <ContactPerson contact={contact} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The form to the area sales manager of the dealer's region (SPEC.md: `#GvlContact`). */
function GvlContact({
  areaSalesManagerId,
  initialValues,
  onSubmit,
}: { areaSalesManagerId: string } & ServicesViewProps['gvlContact']) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className={styles.gvlContact}>
      <Heading level={3} size="large" id={titleId}>
        {intl.formatMessage(gvlMessages.title)}
      </Heading>
      <Text className={styles.intro}>{intl.formatMessage(gvlMessages.intro)}</Text>
      <GvlContactForm
        labelledBy={titleId}
        areaSalesManagerId={areaSalesManagerId}
        initialValues={initialValues}
        onSubmit={onSubmit}
      />
    </div>
  );
}

function ContactPerson({ contact }: { contact: ServiceContact }) {
  return (
    <>
      <Heading level={3} size="large">
        {contact.name}
      </Heading>
      <Text size="small" tone="muted">
        {contact.role}
      </Text>
      <ContactFacts phone={contact.phone} email={contact.email} />
    </>
  );
}

/** Phone as a tel: link and e-mail as a mailto: link, each left out when unknown. */
function ContactFacts({ phone, email }: { phone: string | null; email: string | null }) {
  const intl = useIntl();
  if (!phone && !email) return null;
  const phoneHref = phone ? telHref(phone) : null;
  const emailHref = email ? mailtoHref(email) : null;
  return (
    <dl className={styles.facts}>
      {phone ? (
        <>
          <Text as="dt" size="small" tone="muted">
            {intl.formatMessage(servicesMessages.phone)}
          </Text>
          <Text as="dd" className={styles.factValue}>
            {phoneHref ? (
              <Link link={{ url: phoneHref }} className={styles.contactLink}>
                {phone}
              </Link>
            ) : (
              phone
            )}
          </Text>
        </>
      ) : null}
      {email ? (
        <>
          <Text as="dt" size="small" tone="muted">
            {intl.formatMessage(servicesMessages.email)}
          </Text>
          <Text as="dd" className={styles.factValue}>
            {emailHref ? (
              <Link link={{ url: emailHref }} className={styles.contactLink}>
                {email}
              </Link>
            ) : (
              email
            )}
          </Text>
        </>
      ) : null}
    </dl>
  );
}

/** Without a zip in the profile there is no dealer: how to get one. */
function NoDealer() {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <Banner tone="info" title={intl.formatMessage(servicesMessages.noDealerTitle)}>
      <Text>{intl.formatMessage(servicesMessages.noDealerText)}</Text>
      <div className={styles.actions}>
        <Link link={{ url: localizePath('profile', {}, locale) }} className={styles.contactLink}>
          {intl.formatMessage(servicesMessages.completeProfile)}
        </Link>
        <Link
          link={{ url: localizePath('dealer-finder', {}, locale) }}
          className={styles.contactLink}
        >
          {intl.formatMessage(servicesMessages.findDealer)}
        </Link>
      </div>
    </Banner>
  );
}
