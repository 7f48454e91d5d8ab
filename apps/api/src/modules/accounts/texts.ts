import { defineMessages } from '@lindner/i18n/core';

export const loyaltyCardMessages = defineMessages({
  customerNotFound: {
    id: 'server.accounts.loyaltyCard.customerNotFound',
    description: 'No loyalty card carries the code of the address (SPEC.md: customer not found).',
    defaultMessage: 'Zu diesem Code haben wir keinen Kunden gefunden.',
  },
  tooManyLookups: {
    id: 'server.accounts.loyaltyCard.tooManyLookups',
    description: 'The limit of card lookups per address was reached (429).',
    defaultMessage:
      'Es wurden zu viele Kundenkarten in kurzer Zeit abgefragt. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
