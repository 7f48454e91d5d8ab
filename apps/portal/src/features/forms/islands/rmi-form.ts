import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { RmiForm } from '../RmiForm';

/** The RMI page's form, hydrated on its own. */
export const rmiFormIsland = defineIsland({
  name: 'rmi-form',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one.
  catalogs: [portalPublicFormsMessages, apiMessages, apiPersonalAreaMessages],
  Component: RmiForm,
});
