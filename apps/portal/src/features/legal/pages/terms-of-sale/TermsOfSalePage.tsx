import { localizePath } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { LegalList, LegalPage, LegalSection } from '../../LegalPage';
import {
  imprintMessages,
  termsOfSaleMessages as messages,
  termsOfSaleScopeMessage,
  termsOfSaleWithdrawalMessage,
} from '../../messages';

/**
 * The terms of sale (AGB) of the checkout: what Lindner sells in Mein Lindner, how the contract
 * comes about, prices and payment on invoice, licence renewal and cancellation, warranty
 * extensions, installation, liability and law.
 */
export function TermsOfSalePage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const cancellationLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('cancellation-policy', {}, locale)}>{chunks}</Link>
  );
  return (
    <LegalPage title={messages.title} description={messages.description} intro={messages.intro}>
      <LegalSection title={text(messages.scopeTitle)}>
        <Text>
          {intl.formatMessage(termsOfSaleScopeMessage, {
            company: text(imprintMessages.company),
            address: text(imprintMessages.address),
          })}
        </Text>
        <LegalList items={[text(messages.scopeTraclink), text(messages.scopeWarranty)]} />
        <Text>{text(messages.scopeCountries)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.contractTitle)}>
        <Text>{text(messages.contractText)}</Text>
        <LegalList
          ordered
          items={[
            text(messages.contractCatalog),
            text(messages.contractCheckout),
            text(messages.contractOffer),
            text(messages.contractAcceptance),
          ]}
        />
        <Text>{text(messages.contractRecord)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.pricesTitle)}>
        <Text>{text(messages.pricesText)}</Text>
        <LegalList
          items={[
            text(messages.pricesNet),
            text(messages.pricesCurrency),
            text(messages.pricesBreakdown),
          ]}
        />
      </LegalSection>
      <LegalSection title={text(messages.paymentTitle)}>
        <Text>{text(messages.paymentText)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.licenceTitle)}>
        <LegalList
          items={[
            text(messages.licenceTerm),
            text(messages.licenceRenewal),
            text(messages.licenceCancellation),
            text(messages.licencePriceChange),
          ]}
        />
      </LegalSection>
      <LegalSection title={text(messages.warrantyTitle)}>
        <LegalList
          items={[
            text(messages.warrantyTerm),
            text(messages.warrantyEnd),
            text(messages.warrantyClaims),
          ]}
        />
      </LegalSection>
      <LegalSection title={text(messages.installationTitle)}>
        <Text>{text(messages.installationText)}</Text>
      </LegalSection>
      <LegalSection title={text(messages.withdrawalTitle)}>
        <Text>{intl.formatMessage(termsOfSaleWithdrawalMessage, { link: cancellationLink })}</Text>
      </LegalSection>
      <LegalSection title={text(messages.liabilityTitle)}>
        <LegalList
          items={[
            text(messages.liabilityUnlimited),
            text(messages.liabilitySlight),
            text(messages.liabilityNetworks),
            text(messages.liabilityStatutory),
          ]}
        />
      </LegalSection>
      <LegalSection title={text(messages.lawTitle)}>
        <Text>{text(messages.lawText)}</Text>
        <Text>{text(messages.courtText)}</Text>
      </LegalSection>
    </LegalPage>
  );
}
