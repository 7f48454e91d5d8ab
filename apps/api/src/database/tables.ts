import {
  checkoutCoupons,
  checkoutProducts,
  contractItems,
  orderStatusChanges,
  orders,
} from '../modules/contracts/tables';
import {
  classifiedAdAttachments,
  classifiedAdImageFiles,
  classifiedAdImages,
  classifiedAdReplies,
  classifiedAds,
} from '../modules/classified-ads/tables';
import { dealers, postalCodes } from '../modules/dealers/tables';
import { eventRegistrations, events } from '../modules/events/tables';
import { farms } from '../modules/farm/tables';
import { diaryEntries, vehicleImageFiles, vehicles } from '../modules/fleet/tables';
import { formSubmissions } from '../modules/forms/tables';
import {
  machineBookmarks,
  machineImages,
  machineInquiries,
  machines,
  savedMachineSearches,
} from '../modules/machines/tables';
import { vehicleModels } from '../modules/models/tables';
import { upfrontNews, upfrontNewsReads } from '../modules/news/tables';
import { avatarFiles, emailConfirmations } from '../modules/profile/tables';
import { consentChanges, newsletterSubscriptions, userSettings } from '../modules/settings/tables';
import { users } from '../modules/user/tables';
import { confirmationMailSends, mailbox } from '../mail/tables';

/**
 * Every table of every domain, for drizzle's schema. Each domain defines its own tables beside
 * its routes (modules/<domain>/tables.ts); the SQL files in migrations/ create them.
 */
export const tables = {
  users,
  farms,
  vehicleModels,
  vehicles,
  vehicleImageFiles,
  diaryEntries,
  contractItems,
  checkoutProducts,
  checkoutCoupons,
  orders,
  orderStatusChanges,
  postalCodes,
  dealers,
  avatarFiles,
  emailConfirmations,
  userSettings,
  newsletterSubscriptions,
  consentChanges,
  confirmationMailSends,
  mailbox,
  formSubmissions,
  machines,
  machineImages,
  machineInquiries,
  machineBookmarks,
  savedMachineSearches,
  upfrontNews,
  upfrontNewsReads,
  events,
  eventRegistrations,
  classifiedAds,
  classifiedAdImages,
  classifiedAdImageFiles,
  classifiedAdAttachments,
  classifiedAdReplies,
};
