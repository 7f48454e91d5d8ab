import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { InnovationVisitForm } from '../InnovationVisitForm';

/** The innovation visit's form, hydrated on its own. */
export const innovationVisitFormIsland = defineIsland({
  name: 'innovation-visit-form',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one.
  catalogs: [portalPublicFormsMessages, apiMessages, apiPersonalAreaMessages],
  Component: InnovationVisitForm,
});
