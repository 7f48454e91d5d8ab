import type { Services } from '@lindner/api/schema';
import { serviceOffers } from '@lindner/api/schema';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import {
  portalMessages,
  portalPersonalAreaMessages,
  portalPublicFormsMessages,
} from '../../messages';
import { portalNewsServicesMessages } from '../../messages/newsServices';

/** Made-up services data for the stories: no API. */

const externalLinks: Services['externalLinks'] = {
  rental: 'https://www.lindner-traktoren.at/service/mietpark',
  homeVisit: 'https://www.lindner-traktoren.at/service/hofbesuch',
  driverTraining: 'https://www.lindner-traktoren.at/service/fahrertraining',
};

/** A user whose profile has a zip: the nearest dealer with its contact person and Lindner's area sales manager. */
export const servicesWithDealer: Services = {
  offers: [...serviceOffers],
  externalLinks,
  dealer: {
    id: 'b3c2d1e0-1a2b-4c3d-8e9f-0a1b2c3d4e01',
    name: 'Landtechnik Huber GmbH',
    city: 'Kundl',
    phone: '+43 5338 8420',
    email: 'office@landtechnik-huber.at',
    contacts: [
      {
        name: 'Maria Huber',
        role: 'Ansprechpartner beim Händler',
        phone: '+43 (0) 5338 8420-12',
        email: 'maria.huber@landtechnik-huber.at',
      },
      {
        name: 'Thomas Berger',
        role: 'Gebietsverkaufsleiter von Lindner',
        phone: '+43 664 123 45 67',
        email: null,
      },
    ],
  },
};

/** No zip in the profile: no dealer. */
export const servicesWithoutDealer: Services = { ...servicesWithDealer, dealer: null };

/** A dealer that named no contact person, and no offers to show. */
export const servicesEmpty: Services = {
  ...servicesWithDealer,
  offers: [],
  dealer: { ...servicesWithDealer.dealer!, email: null, contacts: [] },
};

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the services page: the portal's, the personal area's and the news-services part. */
export const servicesMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalNewsServicesMessages,
    portalPublicFormsMessages,
  ]),
});

/** The GVL contact form's start for a farmer whose profile is complete. */
export const gvlStartValues = {
  salutation: 'male',
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  company: 'Brunnerhof',
  street: 'Dorfstraße 12',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
};
