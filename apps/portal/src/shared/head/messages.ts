import { defineMessage } from 'react-intl';

export const titleMessage = defineMessage<{ page: string }>({
  id: 'portal.head.title',
  defaultMessage: '{page} | Lindner',
  description: 'The browser tab: the page, then the brand',
});
