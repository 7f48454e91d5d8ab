import { defineMessages } from '@lindner/i18n/core';

export const loyaltyCardMessages = defineMessages({
  customerNotFound: {
    id: 'server.accounts.loyaltyCard.customerNotFound',
    description: 'No loyalty card carries the code of the address (SPEC.md: customer not found).',
    defaultMessage: 'Zu diesem Code haben wir keinen Kunden gefunden.',
  },
  tooManyLookups: {
    id: 'server.accounts.loyaltyCard.tooManyLookups',
    description: 'The limit of card lookups per address was reached (429).',
    defaultMessage:
      'Es wurden zu viele Kundenkarten in kurzer Zeit abgefragt. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});

export const exportMessages = defineMessages({
  tooManyExports: {
    id: 'server.accounts.export.tooManyExports',
    description: 'The limit of data exports per user was reached (429).',
    defaultMessage:
      'Du hast Deine Daten in kurzer Zeit oft heruntergeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});

export const deletionMessages = defineMessages({
  confirmWithPassword: {
    id: 'server.accounts.deletion.confirmWithPassword',
    description:
      'DELETE /user with a sign-in older than five minutes (403): the user must sign in again with the password.',
    defaultMessage:
      'Bitte bestätige das Löschen mit Deinem Passwort: Melde Dich dazu erneut an und lösche Dein Konto innerhalb von fünf Minuten.',
  },
  deleted: {
    id: 'server.accounts.deletion.deleted',
    description: 'DELETE /user succeeded.',
    defaultMessage: 'Dein Konto ist gelöscht.',
  },
});

/** The README.txt of the data export. */
export const exportReadmeMessages = defineMessages({
  title: {
    id: 'server.accounts.export.readme.title',
    description: 'The first line of the README of the data export ZIP.',
    defaultMessage: 'Deine Daten im Lindner-Kundenportal',
  },
  intro: {
    id: 'server.accounts.export.readme.intro',
    description:
      'Below the title: for whom and when the export was made (when: date and time in UTC).',
    defaultMessage:
      'Alles, was das Kundenportal über Dein Konto „{username}“ gespeichert hat, Stand {when} (UTC). Diese ZIP-Datei enthält:',
  },
  readmeFile: {
    id: 'server.accounts.export.readme.readmeFile',
    description: 'Explains README.txt.',
    defaultMessage: 'Diese Erklärung der Dateien und ihrer Felder.',
  },
  jsonFile: {
    id: 'server.accounts.export.readme.jsonFile',
    description: 'Explains the JSON file of the export.',
    defaultMessage:
      'Alle Daten in einer JSON-Datei: unter „tables“ je Tabelle eine Liste ihrer Zeilen, jede Zeile mit denselben Feldern wie die CSV-Datei der Tabelle.',
  },
  csvFiles: {
    id: 'server.accounts.export.readme.csvFiles',
    description: 'Explains the CSV files of the export.',
    defaultMessage:
      'Eine CSV-Datei je Tabelle (durch Kommas getrennt, UTF-8): Die erste Zeile nennt die Felder, jede weitere ist ein Eintrag. Listen und verschachtelte Werte stehen als JSON in der Zelle, ein leeres Feld hat keinen Wert.',
  },
  filesFolder: {
    id: 'server.accounts.export.readme.filesFolder',
    description: 'Explains the files/ folder of the export.',
    defaultMessage:
      'Deine Bilder und Dateien (Profilbild, Fahrzeugbilder, Bilder und PDF-Dateien Deiner Kleinanzeigen und Beiträge); das Feld „file“ der Tabellen nennt die Datei zu einem Eintrag.',
  },
  conventions: {
    id: 'server.accounts.export.readme.conventions',
    description: 'How values are written in all files of the export.',
    defaultMessage:
      'Zeitpunkte stehen in UTC nach ISO 8601 (2026-03-31T08:00:00.000Z), Tage als JJJJ-MM-TT. Felder auf „_id“ und „id“ sind die Kennungen, mit denen die Tabellen aufeinander verweisen (etwa vehicle_id auf die Fahrzeuge). Passwörter und Sicherheitscodes speichern wir nur als Prüfsumme; sie sind nicht enthalten.',
  },
  tablesHeading: {
    id: 'server.accounts.export.readme.tablesHeading',
    description: 'The heading above the list of tables in the README.',
    defaultMessage: 'Die Tabellen und ihre Felder:',
  },
  rowCount: {
    id: 'server.accounts.export.readme.rowCount',
    description: 'After a table file name in the README: how many entries it holds.',
    defaultMessage: '{count, plural, =0 {keine Einträge} one {ein Eintrag} other {# Einträge}}',
  },
  questions: {
    id: 'server.accounts.export.readme.questions',
    description: 'The last paragraph of the README.',
    defaultMessage:
      'Fragen zu Deinen Daten beantwortet Dir unser Datenschutzteam über das Kontaktformular im Kundenportal.',
  },
});

/** What each table file of the export holds, its fields named as they appear in the file. */
export const exportTableMessages = defineMessages({
  users: {
    id: 'server.accounts.export.table.users',
    description:
      'README: the users table (the profile). Field names in parentheses stay as they are.',
    defaultMessage:
      'Dein Profil: Benutzername (username), Anrede (salutation), Titel, Vor- und Nachname (first_name, last_name), E-Mail-Adresse, Telefon, Mobiltelefon, Fax, Firma, Anschrift (street, zip, city, country), Geburtsdatum (birth_date), Kundennummer (customer_nr), Führerschein (driver_license), Profilbild (avatar_url, avatar_image), Rollen (roles), wann die E-Mail-Adresse bestätigt (email_verified_at) und das Passwort zuletzt geändert wurde (password_changed_at), angelegt und geändert (created_at, updated_at).',
  },
  userSettings: {
    id: 'server.accounts.export.table.userSettings',
    description: 'README: the user_settings table.',
    defaultMessage:
      'Deine Einstellungen: wie wir Dich kontaktieren dürfen (contact_channel) und Deine Interessen (interests).',
  },
  avatarFiles: {
    id: 'server.accounts.export.table.avatarFiles',
    description: 'README: the avatar_files table.',
    defaultMessage:
      'Dein Profilbild in seinen Größen (rendition), mit Bildformat (content_type), Breite und Höhe in Pixeln; die Bilddatei nennt das Feld file.',
  },
  farms: {
    id: 'server.accounts.export.table.farms',
    description: 'README: the farms table.',
    defaultMessage:
      'Dein Betrieb: Name, Vulgoname (vulgo), seit wann (since), Fläche, Pachtfläche und verpachtete Fläche in Hektar (area, leased_area, area_under_lease), Arbeitsstunden (work_hours), Bergbauer (mountain_farmer), Silo/Heu (silo_hay), Wirtschaftsweise (business_type), Betriebszweige (economy_types), Düngung (fertilisation_types), Größe (size_band).',
  },
  vehicles: {
    id: 'server.accounts.export.table.vehicles',
    description: 'README: the vehicles table (the fleet).',
    defaultMessage:
      'Dein Fuhrpark: je Fahrzeug die Fahrgestellnummer (vin), das Modell (model_id), Baujahr, woher die Verbrauchsdaten kommen (data_source), Betriebsstunden und verbrauchter Kraftstoff in Litern beim Anlegen (operating_hours, fuel_used_liters), die Prüfung durch Lindner (status, rejection_reason, reviewed_at) und das Bild (image_url, image_asset).',
  },
  vehicleImageFiles: {
    id: 'server.accounts.export.table.vehicleImageFiles',
    description: 'README: the vehicle_image_files table.',
    defaultMessage:
      'Die Bilder Deiner Fahrzeuge in ihren Größen (rendition), je Fahrzeug (vehicle_id); die Bilddatei nennt das Feld file.',
  },
  maintenanceDone: {
    id: 'server.accounts.export.table.maintenanceDone',
    description: 'README: the maintenance_done table (maintenance plan items done on a vehicle).',
    defaultMessage:
      'Die erledigten Wartungen Deiner Fahrzeuge (vehicle_id): welcher Punkt des Wartungsplans (item_key), an welchem Tag (done_on), bei wie vielen Betriebsstunden (hours) und wer sie eingetragen hat (recorded_by).',
  },
  vehicleTransfers: {
    id: 'server.accounts.export.table.vehicleTransfers',
    description: 'README: the vehicle_transfers table (transfers of ownership of a vehicle).',
    defaultMessage:
      'Übergaben von Fahrzeugen, die Du angeboten hast oder die Dir angeboten wurden: Fahrzeug (vehicle_id, vin, model_name), an welche E-Mail-Adresse (buyer_email) und wer angenommen hat (buyer_id), ob das Tagebuch mitgeht (diary_goes), Sprache des Angebots (seller_locale), Stand (state: offered angeboten, accepted angenommen, refused abgelehnt, withdrawn zurückgezogen), die verkaufte Anzeige (ad_id), angeboten und entschieden (created_at, decided_at), und für Deine eigenen Angebote Deine Kopie des Tagebuchs als CSV (seller_diary_csv).',
  },
  serviceBookings: {
    id: 'server.accounts.export.table.serviceBookings',
    description:
      'README: the service_bookings table (bookings at a dealer; the link’s hash is left out).',
    defaultMessage:
      'Deine Servicebuchungen beim Händler (vehicle_id, dealer_id, dealer_name): die vorgeschlagenen Termine (proposed_dates), die Wartungspunkte (item_keys), Deine Nachricht (note), der Stand (state), der bestätigte Termin (confirmed_date), der Vorschlag des Händlers (dealer_proposal_date, dealer_message) und der Eintrag in der Servicehistorie (service_entry_id).',
  },
  maintenanceReminderRecipients: {
    id: 'server.accounts.export.table.maintenanceReminderRecipients',
    description: 'README: the maintenance_reminder_recipients table.',
    defaultMessage:
      'Deine Wartungserinnerungen per E-Mail: in welcher Sprache (locale), ob und wann Du sie abbestellt hast (unsubscribed_at).',
  },
  maintenanceReminderMails: {
    id: 'server.accounts.export.table.maintenanceReminderMails',
    description: 'README: the maintenance_reminder_mails table (the token hash is left out).',
    defaultMessage: 'Die Wartungserinnerungen, die wir Dir geschickt haben, und wann (sent_at).',
  },
  maintenanceRemindersSent: {
    id: 'server.accounts.export.table.maintenanceRemindersSent',
    description: 'README: the maintenance_reminders_sent table.',
    defaultMessage:
      'Welche fälligen Wartungen Deiner Fahrzeuge (vehicle_id, item_key) in welcher Erinnerung (mail_id) standen, mit der Fälligkeit in Betriebsstunden (due_at_hours) oder als Tag (due_on); occurrence unterscheidet die Fälligkeiten nach jeder erledigten Wartung.',
  },
  diaryEntries: {
    id: 'server.accounts.export.table.diaryEntries',
    description: 'README: the diary_entries table (fuel stops, operations, averages, notes).',
    defaultMessage:
      'Das Tagebuch Deiner Fahrzeuge (vehicle_id): Tankstopps, Einsätze, Durchschnittsverbräuche und Notizen (kind: fuelStop, operation, average, note) mit Datum (entry_date, bei Durchschnitten bis end_date), Betriebsstunden (hours, end_hours), getankten Litern (liters), ob vollgetankt (full_tank), Einsatzart und Dauer in Stunden (operation_type, duration_hours), Notiz (text) und Verbrauch in Litern je Stunde für Feld, Grünland und Sonstiges (consumption_field, consumption_gras, consumption_other).',
  },
  vehicleServiceEntries: {
    id: 'server.accounts.export.table.vehicleServiceEntries',
    description:
      'README: the vehicle_service_entries table (the service history of the machine file).',
    defaultMessage:
      'Die Servicehistorie Deiner Fahrzeuge (vehicle_id) und die Einträge, die Du geschrieben hast (author_user_id): Datum (service_date), Betriebsstunden (operating_hours), durchgeführte Arbeiten (work_done), Teile (parts), wer den Service gemacht hat (done_by: owner oder dealer, mit dealer_name), wer den Eintrag geschrieben hat (written_by: owner oder dealer, mit dealer_id) und die Rechnung (invoice_name, invoice_type; die Datei liegt unter service-invoices/).',
  },
  contractItems: {
    id: 'server.accounts.export.table.contractItems',
    description: 'README: the contract_items table (licences and warranties).',
    defaultMessage:
      'Deine Verträge: TracLink-Lizenzen und Garantien (kind) je Fahrzeug mit Bezeichnung (title), Stand (status), Zahlweise (subscription_period), Gratismonaten, Laufzeit (valid_from, valid_to), automatischer Verlängerung (renews_automatically), Preisen (price_once, price_setup, price_monthly, price_yearly, currency) und Gutscheincode.',
  },
  traclinkMobilePairings: {
    id: 'server.accounts.export.table.traclinkMobilePairings',
    description: 'README: the traclink_mobile_pairings table.',
    defaultMessage:
      'Die Kopplung der App TracLink Mobile mit Deinen Fahrzeugen: der Code je Fahrzeug (code) und wann er ausgestellt wurde (issued_at).',
  },
  orders: {
    id: 'server.accounts.export.table.orders',
    description: 'README: the orders table.',
    defaultMessage:
      'Deine Bestellungen: Produkt (kind, product_id, product_name), Zahlweise (period), Gutscheincode, Preisübersicht (summary), Rechnungsadresse (invoice_address), der entstandene Vertrag (contract_item_id), Stand (status), Art (type: Bestellung oder Verlängerung) und Zeitpunkt (created_at).',
  },
  orderStatusChanges: {
    id: 'server.accounts.export.table.orderStatusChanges',
    description: 'README: the order_status_changes table.',
    defaultMessage:
      'Jeder Stand, den Deine Bestellungen (order_id) hatten, mit Zeitpunkt (changed_at).',
  },
  customers: {
    id: 'server.accounts.export.table.customers',
    description: 'README: the customers table (Lindner’s customer register entry of the user).',
    defaultMessage:
      'Dein Eintrag in Lindners Kundenverzeichnis zu Deiner Kundennummer: Name, Postleitzahl, Land und Dein Händler (dealer_id).',
  },
  loyaltyCards: {
    id: 'server.accounts.export.table.loyaltyCards',
    description: 'README: the loyalty_cards table.',
    defaultMessage:
      'Deine Kundenkarten: wann sie ausgestellt (issued_at) und gegebenenfalls gesperrt wurden (revoked_at).',
  },
  consentChanges: {
    id: 'server.accounts.export.table.consentChanges',
    description: 'README: the consent_changes table.',
    defaultMessage:
      'Jede Änderung Deiner Einwilligungen (consent: terms, images, referenceCustomer, communication) mit Zustand (state: accepted oder declined) und Zeitpunkt (changed_at).',
  },
  newsletterSubscriptions: {
    id: 'server.accounts.export.table.newsletterSubscriptions',
    description: 'README: the newsletter_subscriptions table.',
    defaultMessage:
      'Dein Newsletter-Abo: Stand (status: pending oder subscribed), Adresse, Sprache (locale), wann angefragt und bestätigt (requested_at, confirmed_at).',
  },
  newsletterVisitors: {
    id: 'server.accounts.export.table.newsletterVisitors',
    description: 'README: the newsletter_visitors table (public sign-up with the user’s address).',
    defaultMessage:
      'Eine Newsletter-Anmeldung ohne Konto mit Deiner E-Mail-Adresse: Stand, Sprache, Interessen, wann angefragt und bestätigt.',
  },
  emailConfirmations: {
    id: 'server.accounts.export.table.emailConfirmations',
    description: 'README: the email_confirmations table.',
    defaultMessage:
      'Eine noch nicht bestätigte neue E-Mail-Adresse Deines Profils, mit Sprache und Ablauf des Bestätigungslinks.',
  },
  confirmationMailSends: {
    id: 'server.accounts.export.table.confirmationMailSends',
    description: 'README: the confirmation_mail_sends table.',
    defaultMessage:
      'Wann wir zuletzt eine Bestätigungs-E-Mail (kind: email oder newsletter) an Deine Adresse geschickt haben (sent_at).',
  },
  eventRegistrations: {
    id: 'server.accounts.export.table.eventRegistrations',
    description: 'README: the event_registrations table.',
    defaultMessage:
      'Deine Anmeldungen zu Veranstaltungen und Fahrertrainings (event_id, event_slug, event_title, event_starts_at) mit der Zahl Deiner Begleitpersonen (companions) und dem Zeitpunkt der Anmeldung.',
  },
  upfrontNewsReads: {
    id: 'server.accounts.export.table.upfrontNewsReads',
    description: 'README: the upfront_news_reads table.',
    defaultMessage: 'Welche Neuigkeiten im Kundenportal Du wann gelesen hast (news_id, read_at).',
  },
  machineBookmarks: {
    id: 'server.accounts.export.table.machineBookmarks',
    description: 'README: the machine_bookmarks table.',
    defaultMessage: 'Deine Merkliste der Gebrauchtmaschinen (machine_id) mit Zeitpunkt.',
  },
  savedMachineSearches: {
    id: 'server.accounts.export.table.savedMachineSearches',
    description: 'README: the saved_machine_searches table.',
    defaultMessage:
      'Deine Suchaufträge für Gebrauchtmaschinen: Name, Suche (query), Sprache, bis wann Treffer gemeldet sind (matched_until) und wann zuletzt gemailt (last_mailed_at).',
  },
  machineInquiries: {
    id: 'server.accounts.export.table.machineInquiries',
    description: 'README: the machine_inquiries table (sent with the user’s address).',
    defaultMessage:
      'Deine Anfragen zu Gebrauchtmaschinen (machine_id) mit Name, E-Mail-Adresse, Telefon und Nachricht.',
  },
  classifiedAds: {
    id: 'server.accounts.export.table.classifiedAds',
    description: 'README: the classified_ads table.',
    defaultMessage:
      'Deine Kleinanzeigen: Art (kind), Titel, Beschreibung, Preis in Cent (price_cents), Zustand (condition), Baujahr, Modell, Stand (status), ob und warum Lindner sie verborgen hat (hidden_reason, hidden_at), Sprache und Zeitpunkte.',
  },
  classifiedAdImages: {
    id: 'server.accounts.export.table.classifiedAdImages',
    description: 'README: the classified_ad_images table.',
    defaultMessage:
      'Die Bilder Deiner Kleinanzeigen (ad_id) mit Bildbeschreibung (alt); die Dateien stehen in classified_ad_image_files.',
  },
  classifiedAdImageFiles: {
    id: 'server.accounts.export.table.classifiedAdImageFiles',
    description: 'README: the classified_ad_image_files table.',
    defaultMessage:
      'Die Bilddateien Deiner Kleinanzeigen in ihren Größen (rendition); die Datei nennt das Feld file.',
  },
  classifiedAdAttachments: {
    id: 'server.accounts.export.table.classifiedAdAttachments',
    description: 'README: the classified_ad_attachments table.',
    defaultMessage:
      'Die PDF-Dateien Deiner Kleinanzeigen (ad_id) mit Dateiname und Größe in Bytes; die Datei nennt das Feld file.',
  },
  classifiedAdReplies: {
    id: 'server.accounts.export.table.classifiedAdReplies',
    description: 'README: the classified_ad_replies table.',
    defaultMessage:
      'Antworten auf Kleinanzeigen: die Du geschrieben hast (written_by_me: true) und die andere auf Deine Anzeigen geschrieben haben (false), mit Text (content), Sprache, der Antwort des Anbieters (answer, answered_at) und Zeitpunkt. Wer Dir geantwortet hat, steht nicht darin.',
  },
  guestbookEntries: {
    id: 'server.accounts.export.table.guestbookEntries',
    description: 'README: the guestbook_entries table.',
    defaultMessage:
      'Deine Gästebucheinträge: Art, Name und E-Mail-Adresse, Text, Sprache, Anhang (attachment_name, attachment_type; die Datei nennt das Feld file), Prüfung durch Lindner (state, reason, reviewed_at, published_at) und Lindners Antwort (reply, replied_at).',
  },
  userReports: {
    id: 'server.accounts.export.table.userReports',
    description: 'README: the user_reports table.',
    defaultMessage:
      'Deine Erfahrungsberichte: Modell, Titel, Text, Vorname, Region, E-Mail-Adresse, Sprache und die Prüfung durch Lindner (state, reason, reviewed_at, published_at).',
  },
  userReportPictures: {
    id: 'server.accounts.export.table.userReportPictures',
    description: 'README: the user_report_pictures table.',
    defaultMessage:
      'Die Bilder Deiner Erfahrungsberichte (report_id) in ihrer Reihenfolge (position), mit Dateiname und Größe; die Datei nennt das Feld file.',
  },
  contestEntries: {
    id: 'server.accounts.export.table.contestEntries',
    description: 'README: the contest_entries table.',
    defaultMessage:
      'Deine Gewinnspielbeiträge: Gewinnspiel (kind), Titel, Bild oder Video, Name, E-Mail-Adresse, Anschrift, Vorname und Altersgruppe der Zeichnerin oder des Zeichners, Zustimmungen (terms_accepted_at, privacy_consent_at) und die Prüfung durch Lindner (state, reason, reviewed_at, published_at).',
  },
  contestPictureFiles: {
    id: 'server.accounts.export.table.contestPictureFiles',
    description: 'README: the contest_picture_files table.',
    defaultMessage:
      'Die Bilder Deiner Gewinnspielbeiträge in ihren Größen (rendition); die Datei nennt das Feld file.',
  },
  contestVotes: {
    id: 'server.accounts.export.table.contestVotes',
    description: 'README: the contest_votes table.',
    defaultMessage: 'Deine Stimmen bei Gewinnspielen (entry_id) mit Zeitpunkt.',
  },
  pressPhotos: {
    id: 'server.accounts.export.table.pressPhotos',
    description: 'README: the press_photos table (photos a staff member uploaded).',
    defaultMessage:
      'Pressefotos, die Du für Lindner hochgeladen hast, mit Kategorie und Zeitpunkt.',
  },
  mailbox: {
    id: 'server.accounts.export.table.mailbox',
    description: 'README: the mailbox table (mails the portal sent the user).',
    defaultMessage:
      'E-Mails, die das Kundenportal an Dich geschickt hat: Empfänger, Betreff, Text (text_body, html_body) und Zeitpunkt.',
  },
});
