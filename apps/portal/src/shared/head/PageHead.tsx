import { useIntl, type MessageDescriptor } from 'react-intl';
import { titleMessage } from './messages';

export interface PageHeadProps {
  /**
   * The page's own name, e.g. "Händlersuche"; the tab shows "Händlersuche | Lindner". Text
   * (a machine's name) for a page whose name comes with its data.
   */
  title: MessageDescriptor | string;
  /** One or two sentences for search results. */
  description?: MessageDescriptor | string;
}

/**
 * The page's `<title>` and meta description. React puts them into the document's head, on the
 * server (the first response carries them) and in the browser as the user navigates.
 */
export function PageHead({ title, description }: PageHeadProps) {
  const intl = useIntl();
  const text = (value: MessageDescriptor | string) =>
    typeof value === 'string' ? value : intl.formatMessage(value);
  const page = text(title);
  return (
    <>
      <title>{intl.formatMessage(titleMessage, { page })}</title>
      {description && <meta name="description" content={text(description)} />}
    </>
  );
}
