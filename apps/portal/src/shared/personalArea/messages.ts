import { defineMessages } from 'react-intl';

/**
 * The names of the personal area's sections and tabs: the frame's navigation shows them, and
 * each page takes its title from them.
 */
export const navigationMessages = defineMessages({
  dashboard: { id: 'portal.nav.dashboard', defaultMessage: 'Übersicht' },
  profile: { id: 'portal.nav.profile', defaultMessage: 'Profil' },
  upfrontNews: { id: 'portal.nav.upfrontNews', defaultMessage: 'Vorab-News' },
  fleet: { id: 'portal.nav.fleet', defaultMessage: 'Fuhrpark' },
  services: { id: 'portal.nav.services', defaultMessage: 'Services' },
  trainings: { id: 'portal.nav.trainings', defaultMessage: 'Fahrertrainings' },
  classifiedAds: { id: 'portal.nav.classifiedAds', defaultMessage: 'Markt' },
  settings: { id: 'portal.nav.settings', defaultMessage: 'Einstellungen' },
  orders: { id: 'portal.nav.orders', defaultMessage: 'Bestellungen' },
  bookmarks: { id: 'portal.nav.bookmarks', defaultMessage: 'Merkliste' },
  myPosts: { id: 'portal.nav.myPosts', defaultMessage: 'Meine Beiträge' },
});

export const tabMessages = defineMessages({
  vehicleGroup: { id: 'portal.tabs.vehicle', defaultMessage: 'Fahrzeug' },
  profile: { id: 'portal.tabs.profile', defaultMessage: 'Persönliche Daten' },
  profileFarm: { id: 'portal.tabs.profileFarm', defaultMessage: 'Hof' },
  profilePassword: { id: 'portal.tabs.profilePassword', defaultMessage: 'Passwort' },
  fleet: { id: 'portal.tabs.fleet', defaultMessage: 'Fahrzeuge' },
  fleetTraclink: { id: 'portal.tabs.fleetTraclink', defaultMessage: 'TracLink' },
  fleetAddVehicle: { id: 'portal.tabs.fleetAddVehicle', defaultMessage: 'Fahrzeug hinzufügen' },
  fleetTransfers: { id: 'portal.tabs.fleetTransfers', defaultMessage: 'Übergaben' },
  fleetDetail: { id: 'portal.tabs.fleetDetail', defaultMessage: 'Übersicht' },
  fleetDetailWarranty: { id: 'portal.tabs.fleetDetailWarranty', defaultMessage: 'Garantie' },
  fleetDetailTraclink: { id: 'portal.tabs.fleetDetailTraclink', defaultMessage: 'Lizenz-Shop' },
  fleetDetailAddOperation: {
    id: 'portal.tabs.fleetDetailAddOperation',
    defaultMessage: 'Tagebuch eintragen',
  },
  fleetDetailAddAverage: {
    id: 'portal.tabs.fleetDetailAddAverage',
    defaultMessage: 'Durchschnitt eintragen',
  },
  fleetDetailTraclinkMobile: {
    id: 'portal.tabs.fleetDetailTraclinkMobile',
    defaultMessage: 'TracLink Mobile',
  },
  classifiedAds: { id: 'portal.tabs.classifiedAds', defaultMessage: 'Anzeige erstellen' },
  classifiedAdsManage: {
    id: 'portal.tabs.classifiedAdsManage',
    defaultMessage: 'Anzeigen verwalten',
  },
  settings: { id: 'portal.tabs.settings', defaultMessage: 'Interessen' },
  settingsNewsletterContact: {
    id: 'portal.tabs.settingsNewsletterContact',
    defaultMessage: 'Newsletter und Kontakt',
  },
  settingsGdpr: { id: 'portal.tabs.settingsGdpr', defaultMessage: 'Datenschutz' },
  settingsMyData: { id: 'portal.tabs.settingsMyData', defaultMessage: 'Meine Daten' },
});
