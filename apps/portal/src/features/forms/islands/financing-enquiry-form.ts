import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { FinancingEnquiryForm } from '../FinancingEnquiryForm';

/** The financing enquiry page's form, hydrated on its own. */
export const financingEnquiryFormIsland = defineIsland({
  name: 'financing-enquiry-form',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one.
  catalogs: [portalPublicFormsMessages, apiMessages, apiPersonalAreaMessages],
  Component: FinancingEnquiryForm,
});
