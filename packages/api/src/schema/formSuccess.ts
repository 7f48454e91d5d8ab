import { defineMessages } from '@lindner/i18n/core';

/**
 * SPEC.md section 8, "Contact request thanks", React-free like `fieldErrorMessages`: the server
 * sends it in the envelope's message, and a page passes it to `useSubmit` as `successMessage`.
 */
export const formSuccessMessages = defineMessages({
  thanks: {
    id: 'api.notifications.success.formThanks',
    defaultMessage: 'Vielen Dank für Deine Anfrage. Wir melden uns so bald wie möglich bei Dir.',
  },
});
