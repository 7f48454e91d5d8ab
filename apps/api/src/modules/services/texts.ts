import { defineMessages } from '@lindner/i18n/core';

/** The roles of a dealer's contacts on the services page. */
export const serviceContactRoles = defineMessages({
  contactPerson: {
    id: 'server.services.role.contactPerson',
    defaultMessage: 'Ansprechpartner beim Händler',
  },
  areaSalesManager: {
    id: 'server.services.role.areaSalesManager',
    defaultMessage: 'Gebietsverkaufsleiter von Lindner',
  },
});
