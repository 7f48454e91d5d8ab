import { useIntl, type MessageDescriptor } from 'react-intl';
import { PersonalPage } from '../personalArea/PersonalPage';

/**
 * The page while its view's code loads: heading, tabs and the spinner. The form pages load their
 * view (forms, fields, final-form) beside their data rather than before it: the fetches start as
 * the page mounts, and the first load of the route stays small.
 */
export function ViewLoading({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(title)} state="loading" onRetry={nothingToRetry} />
  );
}

/** Loading shows no Retry; a failed load of the code is the route's error page. */
function nothingToRetry() {}
