import { portalLegalMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { ConsentChoices } from '../ConsentChoices';

/** The cookie settings inside the privacy statement, hydrated on their own. */
export const consentChoicesIsland = defineIsland({
  name: 'consent-choices',
  catalogs: [portalLegalMessages],
  Component: ConsentChoices,
});
