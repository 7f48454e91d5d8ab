import { useIntl, type MessageDescriptor } from 'react-intl';
import { titleMessage } from './messages';

/** A picture that stands for the page where it is shared (Open Graph). */
export interface SharedImage {
  /** An absolute address. */
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface PageHeadProps {
  /**
   * The page's own name, e.g. "Händlersuche"; the tab shows "Händlersuche | Lindner". Text
   * (a machine's name) for a page whose name comes with its data.
   */
  title: MessageDescriptor | string;
  /** One or two sentences for search results. */
  description?: MessageDescriptor | string;
  /** What the page is when shared: a page of the site (the default) or a product's page. */
  kind?: 'website' | 'product';
  image?: SharedImage;
}

/**
 * The page's `<title>`, meta description and Open Graph tags (a shared link's preview). React puts
 * them into the document's head, on the server (the first response carries them) and in the
 * browser as the user navigates. The server adds the page's address (`og:url`) with its canonical.
 */
export function PageHead({ title, description, kind = 'website', image }: PageHeadProps) {
  const intl = useIntl();
  const text = (value: MessageDescriptor | string) =>
    typeof value === 'string' ? value : intl.formatMessage(value);
  const page = text(title);
  const summary = description === undefined ? undefined : text(description);
  return (
    <>
      <title>{intl.formatMessage(titleMessage, { page })}</title>
      {summary && <meta name="description" content={summary} />}
      <meta property="og:title" content={page} />
      <meta property="og:type" content={kind} />
      {summary && <meta property="og:description" content={summary} />}
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          {image.alt && <meta property="og:image:alt" content={image.alt} />}
        </>
      )}
    </>
  );
}
