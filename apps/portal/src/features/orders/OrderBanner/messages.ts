import { defineMessage, defineMessages } from 'react-intl';

export const orderBannerMessages = defineMessages({
  region: { id: 'portal.orderBanner.region', defaultMessage: 'Bestellung in Bearbeitung' },
  link: { id: 'portal.orderBanner.link', defaultMessage: 'Zu Deinen Bestellungen' },
});

export const orderBannerText = defineMessage<{ product: string; date: string }>({
  id: 'portal.orderBanner.text',
  defaultMessage: 'Deine Bestellung „{product}“ vom {date} wird bearbeitet.',
});
