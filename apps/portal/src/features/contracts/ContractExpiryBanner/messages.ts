import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

export const messages = defineMessages({
  region: { id: 'portal.contractExpiry.region', defaultMessage: 'Vertrag läuft bald ab' },
  traclinkLink: { id: 'portal.contractExpiry.traclinkLink', defaultMessage: 'Lizenz verlängern' },
  warrantyLink: { id: 'portal.contractExpiry.warrantyLink', defaultMessage: 'Garantie verlängern' },
});

/** `validTo` takes any value, so the view can pass a FormattedDate element. */
type ExpiryValues = { model: string; validTo: PrimitiveType };

export const traclinkText = defineMessage<ExpiryValues>({
  id: 'portal.contractExpiry.traclink',
  defaultMessage: 'Die Lizenz für Deinen {model} ist bis {validTo} gültig.',
});

export const warrantyText = defineMessage<ExpiryValues>({
  id: 'portal.contractExpiry.warranty',
  defaultMessage: 'Die Garantie für Deinen {model} endet am {validTo}.',
});
