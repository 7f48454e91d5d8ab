import { useIntl } from 'react-intl';
import { Paging } from '../../../shared/Paging';
import { pageNumberMessage, pressMessages } from '../messages';

/** The numbered pages of a press list; `href` gives a page's address. */
export function PressPaging({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const intl = useIntl();
  return (
    <Paging
      page={page}
      pages={pages}
      href={href}
      texts={{
        label: intl.formatMessage(pressMessages.pagingLabel),
        previous: intl.formatMessage(pressMessages.previous),
        next: intl.formatMessage(pressMessages.next),
        page: (number) => intl.formatMessage(pageNumberMessage, { page: number }),
      }}
    />
  );
}
