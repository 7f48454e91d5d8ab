import { defineMessages } from 'react-intl';

export const checkoutPageMessages = defineMessages({
  title: { id: 'portal.checkout.title', defaultMessage: 'Kasse' },
});
