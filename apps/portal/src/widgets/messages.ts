// No react-intl here: the loader must stay tiny. `npm run messages` finds the message by the
// `defineMessages` call all the same.
const defineMessages = <Messages extends Record<string, { id: string; defaultMessage: string }>>(
  messages: Messages,
) => messages;

export const messages = defineMessages({
  unavailable: {
    id: 'portal.widgets.unavailable',
    defaultMessage: 'Dieser Inhalt kann gerade nicht angezeigt werden. Bitte lade die Seite neu.',
  },
});
