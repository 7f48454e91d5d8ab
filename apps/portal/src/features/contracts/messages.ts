import type { ContractItemStatus, PricePeriod } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** The word for each status of a licence or warranty (SPEC.md section 4). */
export const contractStatusMessages: Record<ContractItemStatus, MessageDescriptor> = defineMessages(
  {
    active: { id: 'portal.contracts.status.active', defaultMessage: 'Aktiv' },
    expiring: { id: 'portal.contracts.status.expiring', defaultMessage: 'Läuft bald ab' },
    expired: { id: 'portal.contracts.status.expired', defaultMessage: 'Abgelaufen' },
    ordered: { id: 'portal.contracts.status.ordered', defaultMessage: 'Bestellt, in Bearbeitung' },
    equipped: { id: 'portal.contracts.status.equipped', defaultMessage: 'Eingebaut' },
    cancelled: { id: 'portal.contracts.status.cancelled', defaultMessage: 'Wird gekündigt' },
    upgrade: { id: 'portal.contracts.status.upgrade', defaultMessage: 'Upgrade' },
  },
);

/** A price line's period, as in "jährlich 199,00 €". */
export const pricePeriodMessages: Record<PricePeriod, MessageDescriptor> = defineMessages({
  once: { id: 'portal.contracts.period.once', defaultMessage: 'Einmalig' },
  setup: { id: 'portal.contracts.period.setup', defaultMessage: 'Einrichtung' },
  monthly: { id: 'portal.contracts.period.monthly', defaultMessage: 'Monatlich' },
  yearly: { id: 'portal.contracts.period.yearly', defaultMessage: 'Jährlich' },
});

export const contractMessages = defineMessages({
  warrantyTitle: { id: 'portal.contracts.warranty.title', defaultMessage: 'Garantie' },
  traclinkTitle: { id: 'portal.contracts.traclink.title', defaultMessage: 'TracLink-Lizenz' },
  validFrom: { id: 'portal.contracts.validFrom', defaultMessage: 'Gültig ab' },
  validTo: { id: 'portal.contracts.validTo', defaultMessage: 'Gültig bis' },
  pricesNote: {
    id: 'portal.contracts.pricesNote',
    defaultMessage: 'Listenpreise netto, zuzüglich 20 % MwSt.',
  },
  renew: { id: 'portal.contracts.renew', defaultMessage: 'Jetzt verlängern' },
  orderWarranty: { id: 'portal.contracts.orderWarranty', defaultMessage: 'Garantie bestellen' },
  orderTraclink: { id: 'portal.contracts.orderTraclink', defaultMessage: 'Lizenz bestellen' },
  cancel: { id: 'portal.contracts.cancel', defaultMessage: 'Jetzt kündigen' },
  cancelConfirm: { id: 'portal.contracts.cancelConfirm', defaultMessage: 'Kündigung bestätigen' },
  keep: { id: 'portal.contracts.keep', defaultMessage: 'Nicht kündigen' },
  autoRenew: {
    id: 'portal.contracts.autoRenew',
    defaultMessage: 'Automatisch verlängern',
  },
  emptyWarranty: {
    id: 'portal.contracts.warranty.empty',
    defaultMessage:
      'Für dieses Fahrzeug liegen keine Garantiedaten vor. Eine Garantieverlängerung kannst Du hier bestellen.',
  },
  emptyTraclink: {
    id: 'portal.contracts.traclink.empty',
    defaultMessage: 'Dieses Fahrzeug hat noch keine TracLink-Lizenz.',
  },
  pendingTitle: { id: 'portal.contracts.pending.title', defaultMessage: 'Fahrzeug in Prüfung' },
  pendingText: {
    id: 'portal.contracts.pending.text',
    defaultMessage:
      'Wir prüfen Dein Fahrzeug in 1–2 Werktagen. Bestellen kannst Du, sobald es freigegeben ist.',
  },
  rejectedText: {
    id: 'portal.contracts.rejected.text',
    defaultMessage: 'Dieses Fahrzeug wurde nicht freigegeben. Bestellen ist nicht möglich.',
  },
  fleetTraclinkTitle: { id: 'portal.contracts.fleetTraclink.title', defaultMessage: 'TracLink' },
  fleetTraclinkIntro: {
    id: 'portal.contracts.fleetTraclink.intro',
    defaultMessage: 'Die TracLink-Lizenz jedes Fahrzeugs Deines Fuhrparks.',
  },
  noLicence: { id: 'portal.contracts.fleetTraclink.noLicence', defaultMessage: 'Keine Lizenz' },
  noVehicles: {
    id: 'portal.contracts.fleetTraclink.noVehicles',
    defaultMessage: 'Du hast noch kein Fahrzeug in Deinem Fuhrpark.',
  },
  addVehicle: {
    id: 'portal.contracts.fleetTraclink.addVehicle',
    defaultMessage: 'Fahrzeug hinzufügen',
  },
  showLicence: { id: 'portal.contracts.fleetTraclink.show', defaultMessage: 'Lizenz ansehen' },
  vin: { id: 'portal.contracts.vin', defaultMessage: 'FIN' },
  withdrawn: {
    id: 'portal.contracts.withdrawn',
    defaultMessage:
      'Die Kündigung ist zurückgenommen: Deine Lizenz verlängert sich wieder automatisch.',
  },
});

type DateValues = { title: string; validTo: string };

/** The cancel summary: what ends and when. */
export const cancelSummary = defineMessage<DateValues>({
  id: 'portal.contracts.cancelSummary',
  defaultMessage:
    'Deine Lizenz „{title}“ verlängert sich dann nicht mehr. Sie bleibt bis {validTo} gültig, danach endet sie.',
});

/** A licence being cancelled: until when it still counts. */
export const cancelledUntil = defineMessage<{ validTo: string }>({
  id: 'portal.contracts.cancelledUntil',
  defaultMessage: 'Wird gekündigt, gültig bis {validTo}',
});

/** The toast after a cancellation. */
export const cancelledToast = defineMessage<DateValues>({
  id: 'portal.contracts.cancelledToast',
  defaultMessage: 'Deine Lizenz „{title}“ wird gekündigt und ist bis {validTo} gültig.',
});

/** The accessible name of an item's action: "Jetzt kündigen: TracLink Smart". */
export const actionOf = defineMessage<{ action: string; title: string }>({
  id: 'portal.contracts.actionOf',
  defaultMessage: '{action}: {title}',
});

/** The order link of a vehicle without licence: "Lizenz bestellen für Lintrac 110". */
export const orderFor = defineMessage<{ model: string }>({
  id: 'portal.contracts.orderFor',
  defaultMessage: 'Lizenz bestellen für {model}',
});

export const freeMonthsMessage = defineMessage<{ months: number }>({
  id: 'portal.contracts.freeMonths',
  defaultMessage: '{months, plural, one {# Gratismonat} other {# Gratismonate}}',
});
