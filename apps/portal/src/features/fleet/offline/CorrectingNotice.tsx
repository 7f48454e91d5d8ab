import { Banner } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { correctingNotice } from '../messages';

/** Above an entry form opened to correct a kept entry: why the server refused it. */
export function CorrectingNotice({ reason }: { reason: string | null | undefined }) {
  const intl = useIntl();
  if (reason === null || reason === undefined) return null;
  return (
    <Banner tone="warning">{intl.formatMessage(correctingNotice, { message: reason })}</Banner>
  );
}
