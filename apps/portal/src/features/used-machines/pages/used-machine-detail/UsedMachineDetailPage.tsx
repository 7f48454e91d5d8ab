import { formSuccessMessages, submitMachineInquiry, useSubmit } from '@lindner/api';
import type { MachineInquiryInput } from '@lindner/api/schema';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import type { MachineDetailData } from '../../machineLoaders';
import { inquiryOutcomeOf } from '../../inquiryOutcome';
import { detailMessages } from '../../messages';
import { UsedMachineDetailView } from './UsedMachineDetailView';

/**
 * One used machine: the route's loader fetches it (on the server for the first response) and
 * answers an unknown one with the 404 page; the inquiry goes to `POST /machines/{id}/inquiries`.
 */
export function UsedMachineDetailPage() {
  const { machine } = useLoaderData() as MachineDetailData;
  const intl = useIntl();
  const revalidator = useRevalidator();
  const id = machine?.id ?? '';
  const send = useCallback(
    (input: MachineInquiryInput, signal: AbortSignal) =>
      submitMachineInquiry(id, input, { signal }),
    [id],
  );
  const { submit } = useSubmit(send, {
    successMessage: formSuccessMessages.thanks,
    showErrorToast: false,
  });
  const onInquiry = useCallback(
    async (input: MachineInquiryInput) =>
      inquiryOutcomeOf(await submit(input), intl.formatMessage(detailMessages.throttled)),
    [submit, intl],
  );
  return (
    <UsedMachineDetailView
      machine={machine}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      onInquiry={onInquiry}
    />
  );
}
