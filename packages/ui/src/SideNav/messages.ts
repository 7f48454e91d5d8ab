import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.sideNav.label', defaultMessage: 'Persönlicher Bereich' },
  fanName: { id: 'ui.sideNav.fanName', defaultMessage: 'Lindner-Fan' },
  menu: { id: 'ui.sideNav.menu', defaultMessage: 'Menü' },
  logout: { id: 'ui.sideNav.logout', defaultMessage: 'Abmelden' },
});
