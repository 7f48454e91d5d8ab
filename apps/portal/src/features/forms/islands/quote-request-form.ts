import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { defineIsland } from '../../../shared/islands';
import { QuoteRequestForm } from '../QuoteRequestForm';

/** The quote request's form, hydrated on its own. */
export const quoteRequestFormIsland = defineIsland({
  name: 'quote-request-form',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one.
  catalogs: [portalPublicFormsMessages, apiMessages, apiPersonalAreaMessages],
  Component: QuoteRequestForm,
});
