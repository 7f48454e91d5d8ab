import { useIntl, type MessageDescriptor } from 'react-intl';
import { titleMessage } from './messages';

export interface PageHeadProps {
  /** The page's own name, e.g. "Händlersuche"; the tab shows "Händlersuche | Lindner". */
  title: MessageDescriptor;
  /** One or two sentences for search results. */
  description?: MessageDescriptor;
}

/**
 * The page's `<title>` and meta description. React puts them into the document's head, on the
 * server (the first response carries them) and in the browser as the user navigates.
 */
export function PageHead({ title, description }: PageHeadProps) {
  const intl = useIntl();
  const page = intl.formatMessage(title);
  return (
    <>
      <title>{intl.formatMessage(titleMessage, { page })}</title>
      {description && <meta name="description" content={intl.formatMessage(description)} />}
    </>
  );
}
