import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  fallback: {
    id: 'ui.link.fallback',
    defaultMessage: 'n/a',
    description: 'Text of a link that has neither label nor title; the same in every language',
  },
  opensInNewTab: {
    id: 'ui.link.opensInNewTab',
    defaultMessage: '(öffnet in neuem Tab)',
    description: 'Read out after the text of a link that opens in a new tab',
  },
});
