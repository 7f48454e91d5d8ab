import { defineMessages, type NoMessageValues } from 'react-intl';
import type { OptionalConsentCategory } from './consentStore';

export const messages = defineMessages<{
  explanation: { category: OptionalConsentCategory; provider: string };
  remembered: NoMessageValues;
  accept: NoMessageValues;
}>({
  explanation: {
    id: 'ui.consentGate.explanation',
    defaultMessage:
      'Hier wird {category, select, map {eine Karte} media {ein Video oder anderer Inhalt} other {ein externer Inhalt}} von {provider} geladen. Dabei überträgt Dein Browser Daten wie Deine IP-Adresse an {provider}.',
  },
  remembered: {
    id: 'ui.consentGate.remembered',
    defaultMessage:
      'Deine Zustimmung gilt für alle Inhalte dieser Art und wird in diesem Browser gespeichert.',
  },
  accept: { id: 'ui.consentGate.accept', defaultMessage: 'Akzeptieren und laden' },
});
