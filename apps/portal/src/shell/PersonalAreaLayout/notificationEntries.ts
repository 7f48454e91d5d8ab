import type { ContractItemKind, ContractItemNotifications } from '@lindner/api/schema';
import { localizePath, type Locale } from '@lindner/i18n';

/** One notification of the header's list: a contract item ending soon, and where it leads. */
export interface NotificationEntry {
  id: string;
  kind: ContractItemKind;
  title: string;
  modelName: string;
  validTo: string;
  /** The vehicle's tab of that kind of item: its TracLink or its warranty. */
  to: string;
}

const vehicleTab = {
  traclink: 'fleet-detail-traclink',
  warranty: 'fleet-detail-warranty',
} as const satisfies Record<ContractItemKind, string>;

/** The items ending soon as the header lists them: TracLink licences first, then warranties. */
export function notificationEntries(
  notifications: ContractItemNotifications,
  locale: Locale,
): NotificationEntry[] {
  return (['traclink', 'warranty'] as const).flatMap((kind) =>
    notifications[kind].map(({ item, model, vehicleId }) => ({
      id: item.id,
      kind,
      title: item.title,
      modelName: model.name,
      validTo: item.validTo,
      to: localizePath(vehicleTab[kind], { id: vehicleId }, locale),
    })),
  );
}
