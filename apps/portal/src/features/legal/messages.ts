import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The legal pages' texts: a catalog part of their own (messages/parts.json, `portal.legal.`),
// loaded with these pages only.

export const privacyMessages = defineMessages({
  title: { id: 'portal.legal.privacy.title', defaultMessage: 'Datenschutzerklärung' },
  description: {
    id: 'portal.legal.privacy.description',
    defaultMessage:
      'Wie Lindner Deine Daten im Kundenportal verarbeitet, wie lange wir sie speichern und welche Rechte Du hast.',
  },
  intro: {
    id: 'portal.legal.privacy.intro',
    defaultMessage:
      'Der Schutz Deiner Daten ist uns wichtig. Hier erfährst Du, welche Daten wir verarbeiten, wenn Du unser Kundenportal besuchst, ein Formular sendest oder Mein Lindner nutzt, wie lange wir sie aufbewahren und welche Rechte Du hast.',
  },
  controllerTitle: {
    id: 'portal.legal.privacy.controller.title',
    defaultMessage: 'Verantwortlich',
  },
  visitTitle: { id: 'portal.legal.privacy.visit.title', defaultMessage: 'Besuch der Website' },
  visitText: {
    id: 'portal.legal.privacy.visit.text',
    defaultMessage:
      'Bei jedem Aufruf speichert unser Server technische Daten in Protokolldateien: Deine IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite und die Kennung Deines Browsers. Wir brauchen sie, um die Website sicher und stabil zu betreiben (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO), und löschen sie nach 7 Tagen.',
  },
  formsTitle: {
    id: 'portal.legal.privacy.forms.title',
    defaultMessage: 'Kontaktformular und Anfragen',
  },
  formsText: {
    id: 'portal.legal.privacy.forms.text',
    defaultMessage:
      'Wenn Du uns über das Kontaktformular oder eine Finanzierungsanfrage schreibst, verarbeiten wir Deine Angaben (Name, E-Mail-Adresse, Land, Nachricht und, falls angegeben, Telefonnummer, Firma, Adresse, Modell, Kaufpreis und Finanzierungsmodell), um Deine Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO). Wo es nötig ist, geben wir sie an den für Dich zuständigen Lindner-Händler weiter.',
  },
  accountTitle: { id: 'portal.legal.privacy.account.title', defaultMessage: 'Mein Lindner' },
  accountText: {
    id: 'portal.legal.privacy.account.text',
    defaultMessage:
      'Für Mein Lindner meldest Du Dich mit Deinem Lindner-Konto an. Wir speichern Dein Profil, Deinen Hof, Deinen Fuhrpark mit Betriebs- und Verbrauchsdaten, Deine Lizenzen, Verträge und Bestellungen sowie Deine Einstellungen, um Dir diese Dienste zu erbringen (Art. 6 Abs. 1 lit. b DSGVO). Newsletter und Einwilligungen verwaltest Du jederzeit in den Einstellungen von Mein Lindner.',
  },
  cookiesTitle: {
    id: 'portal.legal.privacy.cookies.title',
    defaultMessage: 'Cookies und externe Inhalte',
  },
  cookiesText: {
    id: 'portal.legal.privacy.cookies.text',
    defaultMessage:
      'Technisch notwendige Cookies und Speicher im Browser nutzen wir für die Anmeldung, die Sprache und Deine Cookie-Auswahl. Statistik-Dienste und Inhalte von Drittanbietern, etwa die Karte der Händlersuche von OpenStreetMap oder Videos, laden wir erst, wenn Du zustimmst (Art. 6 Abs. 1 lit. a DSGVO). Deine Auswahl kannst Du hier jederzeit ändern oder widerrufen.',
  },
  retentionTitle: {
    id: 'portal.legal.privacy.retention.title',
    defaultMessage: 'Wie lange wir Daten speichern',
  },
  retentionText: {
    id: 'portal.legal.privacy.retention.text',
    defaultMessage:
      'Wir speichern Daten nur so lange, wie wir sie für ihren Zweck brauchen oder das Gesetz es verlangt. Danach löschen wir sie.',
  },
  retentionLogs: {
    id: 'portal.legal.privacy.retention.logs',
    defaultMessage: 'Server-Protokolle und IP-Adressen',
  },
  retentionLogsPeriod: {
    id: 'portal.legal.privacy.retention.logsPeriod',
    defaultMessage: '7 Tage',
  },
  retentionProfiles: {
    id: 'portal.legal.privacy.retention.profiles',
    defaultMessage: 'Daten zu Deinen Interessen und Dein Shop-Profil',
  },
  retentionProfilesPeriod: {
    id: 'portal.legal.privacy.retention.profilesPeriod',
    defaultMessage: '3 Jahre nach dem letzten Kontakt',
  },
  retentionTax: {
    id: 'portal.legal.privacy.retention.tax',
    defaultMessage: 'Steuerlich relevante Unterlagen wie Rechnungen und Buchungsbelege',
  },
  retentionTaxPeriod: {
    id: 'portal.legal.privacy.retention.taxPeriod',
    defaultMessage: 'mindestens 10 Jahre',
  },
  retentionRealEstate: {
    id: 'portal.legal.privacy.retention.realEstate',
    defaultMessage: 'Unterlagen zu Grundstücken',
  },
  retentionRealEstatePeriod: {
    id: 'portal.legal.privacy.retention.realEstatePeriod',
    defaultMessage: '22 Jahre',
  },
  rightsTitle: { id: 'portal.legal.privacy.rights.title', defaultMessage: 'Deine Rechte' },
  complaintText: {
    id: 'portal.legal.privacy.rights.complaint',
    defaultMessage:
      'Wenn Du meinst, dass wir Deine Daten nicht rechtmäßig verarbeiten, kannst Du Dich bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, beschweren.',
  },
});

/** The cookie settings inside the privacy statement. */
export const consentMessages = defineMessages({
  title: { id: 'portal.legal.consent.title', defaultMessage: 'Deine Cookie-Einstellungen' },
  intro: {
    id: 'portal.legal.consent.intro',
    defaultMessage:
      'Wähle, welche Inhalte und Dienste wir laden dürfen. Notwendige Cookies sind immer aktiv.',
  },
  necessaryName: {
    id: 'portal.legal.consent.necessary.name',
    defaultMessage: 'Notwendig (immer aktiv)',
  },
  necessaryDescription: {
    id: 'portal.legal.consent.necessary.description',
    defaultMessage: 'Für die Anmeldung, die Sprache und das Speichern dieser Auswahl.',
  },
  mapName: { id: 'portal.legal.consent.map.name', defaultMessage: 'Karten' },
  mapDescription: {
    id: 'portal.legal.consent.map.description',
    defaultMessage: 'Die Karte der Händlersuche mit Kartenkacheln von OpenStreetMap.',
  },
  mediaName: { id: 'portal.legal.consent.media.name', defaultMessage: 'Externe Medien' },
  mediaDescription: {
    id: 'portal.legal.consent.media.description',
    defaultMessage: 'Videos und andere Inhalte von Plattformen wie YouTube.',
  },
  statisticsName: { id: 'portal.legal.consent.statistics.name', defaultMessage: 'Statistik' },
  statisticsDescription: {
    id: 'portal.legal.consent.statistics.description',
    defaultMessage: 'Anonyme Nutzungsstatistiken, mit denen wir die Website verbessern.',
  },
  save: { id: 'portal.legal.consent.save', defaultMessage: 'Auswahl speichern' },
  saved: { id: 'portal.legal.consent.saved', defaultMessage: 'Deine Auswahl ist gespeichert.' },
});

export const termsMessages = defineMessages({
  title: { id: 'portal.legal.terms.title', defaultMessage: 'Teilnahmebedingungen' },
  description: {
    id: 'portal.legal.terms.description',
    defaultMessage:
      'Die Bedingungen für Gewinnspiele, Foto- und Zeichenwettbewerbe, Abstimmungen und Anwenderberichte auf der Lindner-Website.',
  },
  intro: {
    id: 'portal.legal.terms.intro',
    defaultMessage:
      'Diese Bedingungen gelten für Gewinnspiele, Foto-, Video- und Zeichenwettbewerbe, Abstimmungen und Anwenderberichte der Traktorenwerk Lindner GmbH auf dieser Website. Mit Deiner Teilnahme erkennst Du sie an.',
  },
  whoTitle: { id: 'portal.legal.terms.who.title', defaultMessage: 'Wer teilnehmen kann' },
  whoText: {
    id: 'portal.legal.terms.who.text',
    defaultMessage:
      'Teilnehmen kann jede Person ab 18 Jahren. Beim Zeichenwettbewerb dürfen Kinder teilnehmen, wenn ein Elternteil zustimmt und die Zeichnung für sie einsendet. Mitarbeitende von Lindner und ihre Angehörigen sind von Gewinnspielen ausgeschlossen. Jede Person nimmt an einer Aktion einmal teil.',
  },
  entryTitle: { id: 'portal.legal.terms.entry.title', defaultMessage: 'Deine Einsendung' },
  entryText: {
    id: 'portal.legal.terms.entry.text',
    defaultMessage:
      'Du sendest nur Fotos, Videos, Zeichnungen und Texte ein, die Du selbst gemacht hast oder für die Du die Rechte besitzt. Personen, die auf Fotos oder Videos zu erkennen sind, müssen mit der Veröffentlichung einverstanden sein.',
  },
  reviewTitle: {
    id: 'portal.legal.terms.review.title',
    defaultMessage: 'Prüfung und Veröffentlichung',
  },
  reviewText: {
    id: 'portal.legal.terms.review.text',
    defaultMessage:
      'Wir sehen jede Einsendung vor der Veröffentlichung durch; beim Zeichenwettbewerb erscheint sie in der Regel am nächsten Werktag. Einsendungen, die gegen Gesetze, Rechte anderer oder den guten Ton verstoßen, veröffentlichen wir nicht.',
  },
  rightsTitle: { id: 'portal.legal.terms.rights.title', defaultMessage: 'Nutzungsrechte' },
  rightsText: {
    id: 'portal.legal.terms.rights.text',
    defaultMessage:
      'Mit Deiner Einsendung erlaubst Du uns unentgeltlich, sie mit Deinem Namen auf unserer Website, in sozialen Medien und in Drucksachen von Lindner zu zeigen. Du kannst diese Erlaubnis jederzeit für die Zukunft widerrufen.',
  },
  votingTitle: { id: 'portal.legal.terms.voting.title', defaultMessage: 'Abstimmungen' },
  votingText: {
    id: 'portal.legal.terms.voting.text',
    defaultMessage:
      'Damit jede Person nur einmal abstimmt, speichern wir zu jeder Stimme Deine IP-Adresse und Angaben zu Deinem Browser. Dazu fragen wir Dich vor der Abstimmung um Deine Zustimmung. Diese Daten löschen wir nach 7 Tagen.',
  },
  prizesTitle: { id: 'portal.legal.terms.prizes.title', defaultMessage: 'Gewinne' },
  prizesText: {
    id: 'portal.legal.terms.prizes.text',
    defaultMessage:
      'Die Gewinnerinnen und Gewinner ermitteln wir nach dem Einsendeschluss per Los oder durch eine Jury, wie es bei der Aktion steht, und benachrichtigen sie per E-Mail. Meldet sich jemand nicht innerhalb von 14 Tagen, losen wir neu aus. Gewinne sind nicht übertragbar und werden nicht in bar abgelöst.',
  },
  privacyTitle: { id: 'portal.legal.terms.privacy.title', defaultMessage: 'Datenschutz' },
  otherTitle: { id: 'portal.legal.terms.other.title', defaultMessage: 'Sonstiges' },
  otherText: {
    id: 'portal.legal.terms.other.text',
    defaultMessage:
      'Wir dürfen eine Aktion aus wichtigem Grund ändern oder beenden, etwa bei technischen Problemen oder Missbrauch. Es gilt österreichisches Recht.',
  },
});

// The company's address is its real public one; the register and VAT numbers, the phone number
// and the e-mail addresses are plausible stand-ins for Lindner's own figures.
export const imprintMessages = defineMessages({
  title: { id: 'portal.legal.imprint.title', defaultMessage: 'Impressum' },
  description: {
    id: 'portal.legal.imprint.description',
    defaultMessage:
      'Angaben zur Traktorenwerk Lindner GmbH nach E-Commerce-Gesetz, Unternehmensgesetzbuch und Mediengesetz.',
  },
  intro: {
    id: 'portal.legal.imprint.intro',
    defaultMessage:
      'Informationen nach § 5 E-Commerce-Gesetz und § 14 Unternehmensgesetzbuch, Offenlegung nach § 25 Mediengesetz.',
  },
  companyLabel: { id: 'portal.legal.imprint.company.label', defaultMessage: 'Unternehmen' },
  company: { id: 'portal.legal.imprint.company', defaultMessage: 'Traktorenwerk Lindner GmbH' },
  addressLabel: { id: 'portal.legal.imprint.address.label', defaultMessage: 'Anschrift' },
  address: {
    id: 'portal.legal.imprint.address',
    defaultMessage: 'Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich',
  },
  phoneLabel: { id: 'portal.legal.imprint.phone.label', defaultMessage: 'Telefon' },
  emailLabel: { id: 'portal.legal.imprint.email.label', defaultMessage: 'E-Mail' },
  purposeLabel: {
    id: 'portal.legal.imprint.purpose.label',
    defaultMessage: 'Unternehmensgegenstand',
  },
  purpose: {
    id: 'portal.legal.imprint.purpose',
    defaultMessage: 'Entwicklung, Herstellung und Vertrieb von Traktoren und Transportern',
  },
  registerLabel: {
    id: 'portal.legal.imprint.register.label',
    defaultMessage: 'Firmenbuchnummer',
  },
  courtLabel: { id: 'portal.legal.imprint.court.label', defaultMessage: 'Firmenbuchgericht' },
  court: { id: 'portal.legal.imprint.court', defaultMessage: 'Landesgericht Innsbruck' },
  vatLabel: { id: 'portal.legal.imprint.vat.label', defaultMessage: 'UID-Nummer' },
  chamberLabel: { id: 'portal.legal.imprint.chamber.label', defaultMessage: 'Kammer' },
  chamber: { id: 'portal.legal.imprint.chamber', defaultMessage: 'Wirtschaftskammer Tirol' },
  authorityLabel: {
    id: 'portal.legal.imprint.authority.label',
    defaultMessage: 'Aufsichtsbehörde',
  },
  authority: {
    id: 'portal.legal.imprint.authority',
    defaultMessage: 'Bezirkshauptmannschaft Kufstein',
  },
  tradeLawLabel: {
    id: 'portal.legal.imprint.tradeLaw.label',
    defaultMessage: 'Gewerberechtliche Vorschriften',
  },
  publisherTitle: {
    id: 'portal.legal.imprint.publisher.title',
    defaultMessage: 'Medieninhaber und Herausgeber',
  },
  publisherText: {
    id: 'portal.legal.imprint.publisher.text',
    defaultMessage:
      'Traktorenwerk Lindner GmbH. Grundlegende Richtung: Information über Traktoren, Transporter und Services von Lindner für Kundinnen und Kunden, Händler und Interessierte.',
  },
  pricesTitle: { id: 'portal.legal.imprint.prices.title', defaultMessage: 'Preise' },
  pricesText: {
    id: 'portal.legal.imprint.prices.text',
    defaultMessage:
      'Katalog- und Listenpreise sind unverbindliche Richtpreise in Euro inklusive Umsatzsteuer. Das verbindliche Angebot macht Dir Dein Lindner-Händler.',
  },
  liabilityTitle: {
    id: 'portal.legal.imprint.liability.title',
    defaultMessage: 'Haftung für Inhalte und Links',
  },
  liabilityText: {
    id: 'portal.legal.imprint.liability.text',
    defaultMessage:
      'Wir erstellen die Inhalte dieser Website mit Sorgfalt, können für ihre Richtigkeit, Vollständigkeit und Aktualität aber keine Gewähr übernehmen. Für die Inhalte verlinkter Websites sind deren Betreiber verantwortlich.',
  },
  copyrightTitle: { id: 'portal.legal.imprint.copyright.title', defaultMessage: 'Urheberrecht' },
  copyrightText: {
    id: 'portal.legal.imprint.copyright.text',
    defaultMessage:
      'Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt. Jede Verwendung außerhalb der Grenzen des Urheberrechts braucht unsere schriftliche Zustimmung.',
  },
});

export const controllerTextMessage = defineMessage<{ email: MessageTag }>({
  id: 'portal.legal.privacy.controller.text',
  defaultMessage:
    'Verantwortlich für die Verarbeitung Deiner Daten ist die Traktorenwerk Lindner GmbH, Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich. Fragen zum Datenschutz beantworten wir unter <email>datenschutz@lindner-traktoren.at</email>.',
});

export const rightsTextMessage = defineMessage<{ email: MessageTag }>({
  id: 'portal.legal.privacy.rights.text',
  defaultMessage:
    'Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Deiner Daten, auf Datenübertragbarkeit und auf Widerspruch. Eine Einwilligung kannst Du jederzeit mit Wirkung für die Zukunft widerrufen. Schreib uns dazu an <email>datenschutz@lindner-traktoren.at</email>.',
});

export const termsPrivacyTextMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.legal.terms.privacy.text',
  defaultMessage:
    'Wie wir Deine Daten bei einer Teilnahme verarbeiten, steht in unserer <link>Datenschutzerklärung</link>.',
});

export const tradeLawMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.legal.imprint.tradeLaw',
  defaultMessage:
    'Gewerbeordnung, abrufbar im Rechtsinformationssystem unter <link>www.ris.bka.gv.at</link>',
});

/** Company figures that are the same in every language. */
export const companyFigures = {
  phone: '+43 5338 7420',
  phoneHref: 'tel:+4353387420',
  email: 'info@lindner-traktoren.at',
  privacyEmail: 'datenschutz@lindner-traktoren.at',
  register: 'FN 48356 h',
  vat: 'ATU31540802',
  tradeLawUrl: 'https://www.ris.bka.gv.at',
} as const;

// The terms of sale of the checkout (SPEC.md 3 to 5): TracLink licences and warranty
// extensions, sold by Lindner in Mein Lindner, payment on invoice.
export const termsOfSaleMessages = defineMessages({
  title: {
    id: 'portal.legal.termsOfSale.title',
    defaultMessage: 'Allgemeine Geschäftsbedingungen (AGB)',
  },
  description: {
    id: 'portal.legal.termsOfSale.description',
    defaultMessage:
      'Die Bedingungen für TracLink-Lizenzen und Garantieverlängerungen, die Du in Mein Lindner bestellst: Vertragsschluss, Preise, Zahlung auf Rechnung, Laufzeit und Kündigung.',
  },
  intro: {
    id: 'portal.legal.termsOfSale.intro',
    defaultMessage:
      'Diese Bedingungen gelten für jede Bestellung, die Du in Mein Lindner bei der Traktorenwerk Lindner GmbH aufgibst, ob Du als Unternehmer für Deinen Betrieb oder als Verbraucher bestellst. Im Checkout bestätigst Du sie vor dem Absenden.',
  },
  scopeTitle: {
    id: 'portal.legal.termsOfSale.scope.title',
    defaultMessage: 'Geltungsbereich und Vertragspartner',
  },
  scopeTraclink: {
    id: 'portal.legal.termsOfSale.scope.traclink',
    defaultMessage: 'TracLink-Lizenzen Mobile und Smart für die Telematik Deines Lindner-Fahrzeugs',
  },
  scopeWarranty: {
    id: 'portal.legal.termsOfSale.scope.warranty',
    defaultMessage: 'Garantieverlängerungen für Dein Lindner-Fahrzeug',
  },
  scopeCountries: {
    id: 'portal.legal.termsOfSale.scope.countries',
    defaultMessage:
      'Wir verkaufen an Kundinnen und Kunden in Österreich, Deutschland und Frankreich. Eigene Bedingungen von Dir gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
  },
  contractTitle: {
    id: 'portal.legal.termsOfSale.contract.title',
    defaultMessage: 'Vertragsschluss',
  },
  contractText: {
    id: 'portal.legal.termsOfSale.contract.text',
    defaultMessage: 'So kommt der Vertrag zustande:',
  },
  contractCatalog: {
    id: 'portal.legal.termsOfSale.contract.catalog',
    defaultMessage:
      'Produkte und Preise in Mein Lindner sind noch kein verbindliches Angebot von uns.',
  },
  contractCheckout: {
    id: 'portal.legal.termsOfSale.contract.checkout',
    defaultMessage:
      'Im Checkout wählst Du Produkt und Laufzeit, prüfst Rechnungsadresse, Rabatte und Summen und bestätigst diese AGB und die Widerrufsbelehrung. Bis zum Absenden kannst Du jede Angabe korrigieren.',
  },
  contractOffer: {
    id: 'portal.legal.termsOfSale.contract.offer',
    defaultMessage: 'Mit dem Absenden der Bestellung gibst Du ein verbindliches Angebot ab.',
  },
  contractAcceptance: {
    id: 'portal.legal.termsOfSale.contract.acceptance',
    defaultMessage:
      'Wir nehmen Dein Angebot mit der Bestellbestätigung per E-Mail an. Damit ist der Vertrag geschlossen.',
  },
  contractRecord: {
    id: 'portal.legal.termsOfSale.contract.record',
    defaultMessage:
      'Vertragssprache ist die Sprache, in der Du bestellst: Deutsch, Englisch oder Französisch. Deine Bestellung mit allen Angaben findest Du jederzeit unter „Bestellungen“ in Mein Lindner.',
  },
  pricesTitle: { id: 'portal.legal.termsOfSale.prices.title', defaultMessage: 'Preise' },
  pricesText: {
    id: 'portal.legal.termsOfSale.prices.text',
    defaultMessage: 'Es gelten die Preise, die Dir der Checkout bei Deiner Bestellung zeigt.',
  },
  pricesNet: {
    id: 'portal.legal.termsOfSale.prices.net',
    defaultMessage: 'Listenpreise sind Nettopreise. Dazu kommen 20 % Umsatzsteuer.',
  },
  pricesCurrency: {
    id: 'portal.legal.termsOfSale.prices.currency',
    defaultMessage: 'Alle Beträge sind in Euro (EUR) angegeben und zu bezahlen.',
  },
  pricesBreakdown: {
    id: 'portal.legal.termsOfSale.prices.breakdown',
    defaultMessage:
      'Der Checkout zeigt einmalige Kosten, Einrichtungskosten und monatliche oder jährliche Kosten getrennt, dazu Rabatte aus einem Gutscheincode, die Umsatzsteuer und die Summe. Dieselben Beträge stehen in der Bestellbestätigung und auf der Rechnung.',
  },
  paymentTitle: {
    id: 'portal.legal.termsOfSale.payment.title',
    defaultMessage: 'Zahlung auf Rechnung',
  },
  paymentText: {
    id: 'portal.legal.termsOfSale.payment.text',
    defaultMessage:
      'Du zahlst auf Rechnung. Wir senden Dir die Rechnung per E-Mail an die Adresse Deines Lindner-Kontos. Sie ist innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zu bezahlen. Eine Lizenz stellen wir für jeden Zeitraum zu seinem Beginn in Rechnung. Zahlst Du nicht rechtzeitig, schuldest Du die gesetzlichen Verzugszinsen.',
  },
  licenceTitle: {
    id: 'portal.legal.termsOfSale.licence.title',
    defaultMessage: 'TracLink-Lizenzen: Laufzeit, Verlängerung und Kündigung',
  },
  licenceTerm: {
    id: 'portal.legal.termsOfSale.licence.term',
    defaultMessage:
      'Die Lizenz läuft für den Zeitraum, den Du im Checkout wählst: einen Monat oder ein Jahr. Sie beginnt, sobald das TracLink-Gerät in Deinem Fahrzeug eingebaut ist. Enthält Dein Angebot einen kostenlosen Zeitraum, berechnen wir die Lizenz erst nach dessen Ende.',
  },
  licenceRenewal: {
    id: 'portal.legal.termsOfSale.licence.renewal',
    defaultMessage:
      'Sie verlängert sich automatisch um den gewählten Zeitraum, wenn Du sie nicht vor dem Ende des bezahlten Zeitraums kündigst.',
  },
  licenceCancellation: {
    id: 'portal.legal.termsOfSale.licence.cancellation',
    defaultMessage:
      'Du kannst jederzeit in Mein Lindner kündigen. Die Kündigung wirkt zum Ende des bezahlten Zeitraums; bis dahin nutzt Du TracLink weiter. Einen angefangenen Zeitraum erstatten wir nicht anteilig.',
  },
  licencePriceChange: {
    id: 'portal.legal.termsOfSale.licence.priceChange',
    defaultMessage:
      'Ändern wir den Preis, teilen wir Dir das spätestens einen Monat vor der nächsten Verlängerung per E-Mail mit. Der neue Preis gilt ab dieser Verlängerung; bis dahin kannst Du kündigen.',
  },
  warrantyTitle: {
    id: 'portal.legal.termsOfSale.warranty.title',
    defaultMessage: 'Garantieverlängerungen',
  },
  warrantyTerm: {
    id: 'portal.legal.termsOfSale.warranty.term',
    defaultMessage:
      'Eine Garantieverlängerung verlängert die Lindner-Werksgarantie Deines Fahrzeugs bis zu dem Enddatum, das Checkout und Bestellbestätigung nennen.',
  },
  warrantyEnd: {
    id: 'portal.legal.termsOfSale.warranty.end',
    defaultMessage:
      'Sie endet an diesem Datum von selbst. Sie verlängert sich nicht und muss nicht gekündigt werden.',
  },
  warrantyClaims: {
    id: 'portal.legal.termsOfSale.warranty.claims',
    defaultMessage:
      'Einen Garantiefall meldest Du bei Deinem Lindner-Händler. Deine gesetzlichen Gewährleistungsrechte bleiben davon unberührt.',
  },
  installationTitle: {
    id: 'portal.legal.termsOfSale.installation.title',
    defaultMessage: 'Einbau des TracLink-Geräts',
  },
  installationText: {
    id: 'portal.legal.termsOfSale.installation.text',
    defaultMessage:
      'Das TracLink-Gerät baut Dein Lindner-Händler in Dein Fahrzeug ein. Er meldet sich nach Deiner Bestellung bei Dir, um einen Termin zu vereinbaren. Bis das Gerät eingebaut ist, steht Deine Bestellung in Mein Lindner auf „In Bearbeitung“; danach ist Deine Lizenz aktiv.',
  },
  withdrawalTitle: {
    id: 'portal.legal.termsOfSale.withdrawal.title',
    defaultMessage: 'Widerrufsrecht',
  },
  liabilityTitle: { id: 'portal.legal.termsOfSale.liability.title', defaultMessage: 'Haftung' },
  liabilityUnlimited: {
    id: 'portal.legal.termsOfSale.liability.unlimited',
    defaultMessage:
      'Für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit haften wir unbeschränkt.',
  },
  liabilitySlight: {
    id: 'portal.legal.termsOfSale.liability.slight',
    defaultMessage:
      'Für leichte Fahrlässigkeit haften wir Unternehmern gegenüber nicht. Verbrauchern gegenüber haften wir dafür nur, wenn wir eine wesentliche Vertragspflicht verletzen, und nur bis zur Höhe des vorhersehbaren, typischen Schadens.',
  },
  liabilityNetworks: {
    id: 'portal.legal.termsOfSale.liability.networks',
    defaultMessage:
      'TracLink braucht Mobilfunk und Satellitenortung. Für Ausfälle dieser Netze, auf die wir keinen Einfluss haben, haften wir nicht.',
  },
  liabilityStatutory: {
    id: 'portal.legal.termsOfSale.liability.statutory',
    defaultMessage:
      'Die Haftung nach dem Produkthaftungsgesetz und Deine gesetzlichen Gewährleistungsrechte bleiben unberührt.',
  },
  lawTitle: {
    id: 'portal.legal.termsOfSale.law.title',
    defaultMessage: 'Anwendbares Recht und Gerichtsstand',
  },
  lawText: {
    id: 'portal.legal.termsOfSale.law.text',
    defaultMessage:
      'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen des internationalen Privatrechts. Als Verbraucher behältst Du den Schutz der zwingenden Bestimmungen des Staates, in dem Du Deinen gewöhnlichen Aufenthalt hast.',
  },
  courtText: {
    id: 'portal.legal.termsOfSale.law.court',
    defaultMessage:
      'Für Streitigkeiten mit Unternehmern ist ausschließlich das sachlich zuständige Gericht in Kufstein zuständig. Für Verbraucher gelten die gesetzlichen Gerichtsstände.',
  },
});

export const termsOfSaleScopeMessage = defineMessage<{ company: string; address: string }>({
  id: 'portal.legal.termsOfSale.scope.text',
  defaultMessage:
    'Dein Vertragspartner ist die {company}, {address}. Wir verkaufen Dir in Mein Lindner direkt:',
});

export const termsOfSaleWithdrawalMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.legal.termsOfSale.withdrawal.text',
  defaultMessage:
    'Bestellst Du als Verbraucher, kannst Du Deine Bestellung innerhalb von 14 Tagen widerrufen. Wie das geht, steht in unserer <link>Widerrufsbelehrung</link>.',
});

// The cancellation policy after the statutory model (FAGG Annex I, BGB Annex 1 to Art. 246a
// EGBGB, Code de la consommation), for services: licences and warranty extensions.
export const cancellationMessages = defineMessages({
  title: { id: 'portal.legal.cancellation.title', defaultMessage: 'Widerrufsbelehrung' },
  description: {
    id: 'portal.legal.cancellation.description',
    defaultMessage:
      'Dein Widerrufsrecht als Verbraucher bei Bestellungen in Mein Lindner: Frist, Erklärung, Folgen und das Muster-Widerrufsformular.',
  },
  intro: {
    id: 'portal.legal.cancellation.intro',
    defaultMessage:
      'Bestellst Du in Mein Lindner eine TracLink-Lizenz oder eine Garantieverlängerung als Verbraucher, hast Du ein Widerrufsrecht. Hier steht, wie lange es gilt, wie Du widerrufst und was danach geschieht.',
  },
  whoTitle: { id: 'portal.legal.cancellation.who.title', defaultMessage: 'Wer widerrufen kann' },
  whoConsumer: {
    id: 'portal.legal.cancellation.who.consumer',
    defaultMessage:
      'Verbraucher: Bestellst Du überwiegend für private Zwecke, hast Du das Widerrufsrecht.',
  },
  whoBusiness: {
    id: 'portal.legal.cancellation.who.business',
    defaultMessage:
      'Unternehmer: Bestellst Du für Deinen land- oder forstwirtschaftlichen Betrieb oder ein anderes Unternehmen, hast Du kein gesetzliches Widerrufsrecht.',
  },
  rightTitle: { id: 'portal.legal.cancellation.right.title', defaultMessage: 'Widerrufsrecht' },
  rightText: {
    id: 'portal.legal.cancellation.right.text',
    defaultMessage:
      'Du hast das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsabschlusses, also ab dem Tag, an dem Du unsere Bestellbestätigung per E-Mail erhältst.',
  },
  howTitle: { id: 'portal.legal.cancellation.how.title', defaultMessage: 'So widerrufst Du' },
  howText: {
    id: 'portal.legal.cancellation.how.text',
    defaultMessage:
      'Um Dein Widerrufsrecht auszuüben, musst Du uns mit einer eindeutigen Erklärung, etwa einer E-Mail oder einem mit der Post versandten Brief, über Deinen Entschluss informieren, diesen Vertrag zu widerrufen. Schreib an:',
  },
  howForm: {
    id: 'portal.legal.cancellation.how.form',
    defaultMessage:
      'Du kannst dafür das Muster-Widerrufsformular unten verwenden; vorgeschrieben ist das nicht. Zur Wahrung der Widerrufsfrist reicht es, dass Du die Mitteilung über den Widerruf vor Ablauf der Frist absendest.',
  },
  consequencesTitle: {
    id: 'portal.legal.cancellation.consequences.title',
    defaultMessage: 'Folgen des Widerrufs',
  },
  consequencesRefund: {
    id: 'portal.legal.cancellation.consequences.refund',
    defaultMessage:
      'Wenn Du diesen Vertrag widerrufst, zahlen wir Dir alle Zahlungen, die wir von Dir erhalten haben, unverzüglich und spätestens binnen 14 Tagen ab dem Tag zurück, an dem Deine Mitteilung über den Widerruf bei uns eingegangen ist.',
  },
  consequencesMeans: {
    id: 'portal.legal.cancellation.consequences.means',
    defaultMessage:
      'Wir überweisen den Betrag auf das Konto, von dem Du die Rechnung bezahlt hast, und berechnen Dir für die Rückzahlung keine Entgelte. Noch offene Rechnungen aus dem widerrufenen Vertrag musst Du nicht mehr bezahlen.',
  },
  consequencesService: {
    id: 'portal.legal.cancellation.consequences.service',
    defaultMessage:
      'Hast Du verlangt, dass die Lizenz oder die Garantieverlängerung während der Widerrufsfrist beginnt, zahlst Du uns einen angemessenen Betrag. Er entspricht dem Anteil der bis zu Deinem Widerruf erbrachten Leistung am gesamten Umfang des Vertrags.',
  },
  expiryTitle: {
    id: 'portal.legal.cancellation.expiry.title',
    defaultMessage: 'Vorzeitiges Erlöschen des Widerrufsrechts',
  },
  expiryText: {
    id: 'portal.legal.cancellation.expiry.text',
    defaultMessage:
      'Dein Widerrufsrecht erlischt vorzeitig, wenn wir die Leistung vollständig erbracht haben und mit ihr erst begonnen haben, nachdem Du',
  },
  expiryRequest: {
    id: 'portal.legal.cancellation.expiry.request',
    defaultMessage:
      'ausdrücklich verlangt hast, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen, und',
  },
  expiryAcknowledgement: {
    id: 'portal.legal.cancellation.expiry.acknowledgement',
    defaultMessage:
      'bestätigt hast, dass Du weißt, dass Du Dein Widerrufsrecht mit der vollständigen Erfüllung des Vertrags durch uns verlierst.',
  },
  formTitle: {
    id: 'portal.legal.cancellation.form.title',
    defaultMessage: 'Muster-Widerrufsformular',
  },
  formIntro: {
    id: 'portal.legal.cancellation.form.intro',
    defaultMessage:
      'Wenn Du den Vertrag widerrufen willst, füll bitte dieses Formular aus und schick es uns.',
  },
  formStatement: {
    id: 'portal.legal.cancellation.form.statement',
    defaultMessage:
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
  },
  formOrdered: {
    id: 'portal.legal.cancellation.form.ordered',
    defaultMessage: 'Bestellt am (*):',
  },
  formName: {
    id: 'portal.legal.cancellation.form.name',
    defaultMessage: 'Name des/der Verbraucher(s):',
  },
  formAddress: {
    id: 'portal.legal.cancellation.form.address',
    defaultMessage: 'Anschrift des/der Verbraucher(s):',
  },
  formSignature: {
    id: 'portal.legal.cancellation.form.signature',
    defaultMessage: 'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
  },
  formDate: { id: 'portal.legal.cancellation.form.date', defaultMessage: 'Datum:' },
  formNote: {
    id: 'portal.legal.cancellation.form.note',
    defaultMessage: '(*) Unzutreffendes streichen.',
  },
});

export const cancellationFormRecipientMessage = defineMessage<{
  company: string;
  address: string;
  email: string;
}>({
  id: 'portal.legal.cancellation.form.recipient',
  defaultMessage: 'An: {company}, {address}, E-Mail: {email}',
});
