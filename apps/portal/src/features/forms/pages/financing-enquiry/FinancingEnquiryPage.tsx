import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { calculatorFiguresOf } from '../../publicForms';
import { FinancingEnquiryView } from './FinancingEnquiryView';

/**
 * The financing enquiry; its form sends to `POST /forms/financing-enquiry`. The finance
 * calculator links here with its price, plan and total in the query, which fill in the form.
 */
export function FinancingEnquiryPage() {
  const [query] = useSearchParams();
  const figures = useMemo(() => calculatorFiguresOf(query), [query]);
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return <FinancingEnquiryView figures={figures} api={{ baseUrl, clientSegment }} />;
}
