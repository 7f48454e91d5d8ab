import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SideNavRouteName, StaffNavRouteName, TabGroupName, TabRouteName } from './navigation';
import { navigationMessages, tabMessages } from '../shared/personalArea/messages';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'portal.layout.skipToContent', defaultMessage: 'Zum Inhalt springen' },
});

/** The staff's own entries of the side navigation. */
export const staffNavMessages = defineMessages({
  fleetReview: { id: 'portal.nav.fleetReview', defaultMessage: 'Fahrzeuge prüfen' },
  ordersReview: { id: 'portal.nav.ordersReview', defaultMessage: 'Bestellungen erledigen' },
  editorialReview: { id: 'portal.nav.editorialReview', defaultMessage: 'Beiträge prüfen' },
  editorialNews: { id: 'portal.nav.editorialNews', defaultMessage: 'News schreiben' },
  editorialPressPhotos: { id: 'portal.nav.editorialPressPhotos', defaultMessage: 'Pressefotos' },
});

export const sideNavLabels: Record<SideNavRouteName | StaffNavRouteName, MessageDescriptor> = {
  dashboard: navigationMessages.dashboard,
  profile: navigationMessages.profile,
  'upfront-news': navigationMessages.upfrontNews,
  fleet: navigationMessages.fleet,
  services: navigationMessages.services,
  trainings: navigationMessages.trainings,
  'classified-ads': navigationMessages.classifiedAds,
  settings: navigationMessages.settings,
  orders: navigationMessages.orders,
  bookmarks: navigationMessages.bookmarks,
  'my-posts': navigationMessages.myPosts,
  'fleet-review': staffNavMessages.fleetReview,
  'orders-review': staffNavMessages.ordersReview,
  'editorial-review': staffNavMessages.editorialReview,
  'editorial-news': staffNavMessages.editorialNews,
  'editorial-press-photos': staffNavMessages.editorialPressPhotos,
};

/** The accessible name of a section's tab navigation. */
export const tabGroupLabels: Record<TabGroupName, MessageDescriptor> = {
  profile: navigationMessages.profile,
  fleet: navigationMessages.fleet,
  vehicle: tabMessages.vehicleGroup,
  'classified-ads': navigationMessages.classifiedAds,
  settings: navigationMessages.settings,
};

export const tabLabels: Record<TabRouteName, MessageDescriptor> = {
  profile: tabMessages.profile,
  'profile-farm': tabMessages.profileFarm,
  'profile-password': tabMessages.profilePassword,
  fleet: tabMessages.fleet,
  'fleet-traclink': tabMessages.fleetTraclink,
  'fleet-add-vehicle': tabMessages.fleetAddVehicle,
  'fleet-transfers': tabMessages.fleetTransfers,
  'fleet-detail': tabMessages.fleetDetail,
  'fleet-detail-warranty': tabMessages.fleetDetailWarranty,
  'fleet-detail-traclink': tabMessages.fleetDetailTraclink,
  'fleet-detail-traclinkmobile': tabMessages.fleetDetailTraclinkMobile,
  'classified-ads': tabMessages.classifiedAds,
  'classified-ads-manage': tabMessages.classifiedAdsManage,
  settings: tabMessages.settings,
  'settings-newsletter-contact': tabMessages.settingsNewsletterContact,
  'settings-gdpr': tabMessages.settingsGdpr,
  'settings-my-data': tabMessages.settingsMyData,
};
