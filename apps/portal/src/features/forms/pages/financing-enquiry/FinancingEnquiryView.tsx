import { localizePath, useFormatMoney } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import type { FinancingEnquiryFormProps } from '../../FinancingEnquiryForm';
import { FormPageLayout } from '../../FormPageLayout';
import * as styles from '../../forms.css';
import { financingEnquiryFormIsland } from '../../islands/financing-enquiry-form';
import {
  calculatorHintMessage,
  calculatorTotalMessage,
  financingMessages as messages,
} from '../../messages';
import type { CalculatorFigures } from '../../publicForms';
import type { ApiAddress } from '../../sendForm';

export interface FinancingEnquiryViewProps {
  /** What the finance calculator's link brought along; empty when the visitor came otherwise. */
  figures: CalculatorFigures;
  api: ApiAddress;
  /** Sends instead of the API (stories). */
  onSubmit?: FinancingEnquiryFormProps['onSubmit'];
}

/**
 * The financing enquiry page: heading, introduction, the calculator's figures and the hints
 * beside the form; the form is its island.
 */
export function FinancingEnquiryView({ figures, api, onSubmit }: FinancingEnquiryViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const { price, plan, total } = figures;
  const calculatorLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('finance-calculator', {}, locale)}>{chunks}</Link>
  );

  return (
    <FormPageLayout
      title={messages.title}
      description={messages.description}
      intro={messages.intro}
      titleId={titleId}
      aside={
        <>
          <Text>{intl.formatMessage(calculatorHintMessage, { link: calculatorLink })}</Text>
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.fees)}
          </Text>
        </>
      }
    >
      {price !== undefined ? (
        <div className={styles.figures}>
          <Text weight="medium">{intl.formatMessage(messages.fromCalculator)}</Text>
          {total !== undefined ? (
            <Text>
              {intl.formatMessage(calculatorTotalMessage, {
                total: formatMoney({ amount: total, currency: 'EUR' }),
              })}
            </Text>
          ) : null}
        </div>
      ) : null}
      <Island
        of={financingEnquiryFormIsland}
        props={{
          labelledBy: titleId,
          privacyHref: localizePath('privacy', {}, locale),
          api,
          figures: { price, plan },
          onSubmit,
        }}
      />
    </FormPageLayout>
  );
}
