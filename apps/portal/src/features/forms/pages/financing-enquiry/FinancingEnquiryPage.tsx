import { formSuccessMessages, submitFinancingEnquiry } from '@lindner/api';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { calculatorFiguresOf } from '../../publicForms';
import { FinancingEnquiryView } from './FinancingEnquiryView';

/**
 * The financing enquiry, sent to `POST /forms/financing-enquiry`. The finance calculator links
 * here with its price, plan and total in the query, which fill in the form.
 */
export function FinancingEnquiryPage() {
  const [query] = useSearchParams();
  const figures = useMemo(() => calculatorFiguresOf(query), [query]);
  const send = useFormSubmit(submitFinancingEnquiry, {
    successMessage: formSuccessMessages.thanks,
  });
  return <FinancingEnquiryView figures={figures} onSubmit={send} />;
}
