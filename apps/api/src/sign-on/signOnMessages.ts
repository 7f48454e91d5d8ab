import { defineMessages } from '@lindner/i18n/core';

/** The texts of the development sign-on provider's pages (signOnPages.ts). */
export const signOnMessages = defineMessages({
  loginTitle: { id: 'server.signOn.loginTitle', defaultMessage: 'Anmelden – Lindner' },
  loginHeading: { id: 'server.signOn.loginHeading', defaultMessage: 'Bei Mein Lindner anmelden' },
  // As Keycloak's: an account made by registration signs in with its e-mail address.
  username: { id: 'server.signOn.username', defaultMessage: 'Benutzername oder E-Mail-Adresse' },
  password: { id: 'server.signOn.password', defaultMessage: 'Passwort' },
  signIn: { id: 'server.signOn.signIn', defaultMessage: 'Anmelden' },
  wrongCredentials: {
    id: 'server.signOn.wrongCredentials',
    defaultMessage: 'Benutzername oder Passwort ist falsch.',
  },
  missingCredentials: {
    id: 'server.signOn.missingCredentials',
    defaultMessage: 'Bitte Benutzername und Passwort eingeben.',
  },
  loginExpired: {
    id: 'server.signOn.loginExpired',
    defaultMessage: 'Die Anmeldung ist abgelaufen.',
  },
  startAgain: { id: 'server.signOn.startAgain', defaultMessage: 'Erneut anmelden' },
  logoutTitle: { id: 'server.signOn.logoutTitle', defaultMessage: 'Abmelden – Lindner' },
  logoutQuestion: {
    id: 'server.signOn.logoutQuestion',
    defaultMessage: 'Möchtest Du Dich abmelden?',
  },
  signOut: { id: 'server.signOn.signOut', defaultMessage: 'Abmelden' },
  staySignedIn: { id: 'server.signOn.staySignedIn', defaultMessage: 'Angemeldet bleiben' },
  signedOutTitle: { id: 'server.signOn.signedOutTitle', defaultMessage: 'Abgemeldet – Lindner' },
  signedOut: { id: 'server.signOn.signedOut', defaultMessage: 'Du bist abgemeldet.' },
  backToPortal: { id: 'server.signOn.backToPortal', defaultMessage: 'Zurück zum Portal' },
  errorTitle: { id: 'server.signOn.errorTitle', defaultMessage: 'Fehler – Lindner' },
  errorText: { id: 'server.signOn.errorText', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
  accountTitle: { id: 'server.signOn.accountTitle', defaultMessage: 'Passwort ändern – Lindner' },
  accountHeading: { id: 'server.signOn.accountHeading', defaultMessage: 'Passwort ändern' },
  accountIntro: {
    id: 'server.signOn.accountIntro',
    defaultMessage: 'Zum Ändern brauchst Du Dein jetziges Passwort.',
  },
  currentPassword: { id: 'server.signOn.currentPassword', defaultMessage: 'Jetziges Passwort' },
  newPassword: { id: 'server.signOn.newPassword', defaultMessage: 'Neues Passwort' },
  repeatPassword: {
    id: 'server.signOn.repeatPassword',
    defaultMessage: 'Neues Passwort wiederholen',
  },
  newPasswordHint: { id: 'server.signOn.newPasswordHint', defaultMessage: 'Mindestens 8 Zeichen.' },
  changePassword: { id: 'server.signOn.changePassword', defaultMessage: 'Passwort ändern' },
  passwordChangedTitle: {
    id: 'server.signOn.passwordChangedTitle',
    defaultMessage: 'Passwort geändert – Lindner',
  },
  passwordChanged: {
    id: 'server.signOn.passwordChanged',
    defaultMessage: 'Dein Passwort ist geändert. Melde Dich ab jetzt mit dem neuen an.',
  },
  passwordMissing: {
    id: 'server.signOn.passwordMissing',
    defaultMessage: 'Bitte fülle alle Felder aus.',
  },
  passwordTooShort: {
    id: 'server.signOn.passwordTooShort',
    defaultMessage: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
  },
  passwordsDiffer: {
    id: 'server.signOn.passwordsDiffer',
    defaultMessage: 'Die beiden neuen Passwörter stimmen nicht überein.',
  },
  passwordUnchanged: {
    id: 'server.signOn.passwordUnchanged',
    defaultMessage: 'Das neue Passwort muss sich vom jetzigen unterscheiden.',
  },
  tooManyAttempts: {
    id: 'server.signOn.tooManyAttempts',
    description: 'After wrong passwords of a user name from one address, or from one address',
    defaultMessage:
      'Zu viele fehlgeschlagene Versuche. Versuche es bitte in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  tooManyAttemptsSeconds: {
    id: 'server.signOn.tooManyAttemptsSeconds',
    description: 'The same as tooManyAttempts, for a wait of less than a minute',
    defaultMessage:
      'Zu viele fehlgeschlagene Versuche. Versuche es bitte in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  },
  noAccountYet: { id: 'server.signOn.noAccountYet', defaultMessage: 'Noch kein Konto?' },
  registerLink: { id: 'server.signOn.registerLink', defaultMessage: 'Registrieren' },
  forgotPassword: { id: 'server.signOn.forgotPassword', defaultMessage: 'Passwort vergessen?' },
  accountNotVerified: {
    id: 'server.signOn.accountNotVerified',
    description: 'The right password of an account whose address was never confirmed',
    defaultMessage:
      'Bitte bestätige zuerst Deine E-Mail-Adresse mit dem Link, den wir Dir nach der Registrierung geschickt haben.',
  },
  resendVerification: {
    id: 'server.signOn.resendVerification',
    defaultMessage: 'Bestätigungs-E-Mail noch einmal senden',
  },
  registrationTitle: {
    id: 'server.signOn.registrationTitle',
    defaultMessage: 'Registrieren – Lindner',
  },
  registrationHeading: {
    id: 'server.signOn.registrationHeading',
    defaultMessage: 'Konto für Mein Lindner anlegen',
  },
  email: { id: 'server.signOn.email', defaultMessage: 'E-Mail-Adresse' },
  firstName: { id: 'server.signOn.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'server.signOn.lastName', defaultMessage: 'Nachname' },
  choosePassword: { id: 'server.signOn.choosePassword', defaultMessage: 'Passwort' },
  repeatChosenPassword: {
    id: 'server.signOn.repeatChosenPassword',
    defaultMessage: 'Passwort wiederholen',
  },
  choosePasswordHint: {
    id: 'server.signOn.choosePasswordHint',
    defaultMessage: 'Mindestens {minimum} Zeichen und kein häufig verwendetes Passwort.',
  },
  register: { id: 'server.signOn.register', defaultMessage: 'Konto anlegen' },
  haveAccount: {
    id: 'server.signOn.haveAccount',
    defaultMessage: 'Du hast schon ein Konto? Anmelden',
  },
  formHasErrors: {
    id: 'server.signOn.formHasErrors',
    defaultMessage: 'Bitte prüfe die markierten Felder.',
  },
  emailMissing: {
    id: 'server.signOn.emailMissing',
    defaultMessage: 'Bitte gib Deine E-Mail-Adresse ein.',
  },
  emailInvalid: {
    id: 'server.signOn.emailInvalid',
    defaultMessage: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  },
  firstNameMissing: {
    id: 'server.signOn.firstNameMissing',
    defaultMessage: 'Bitte gib Deinen Vornamen ein.',
  },
  lastNameMissing: {
    id: 'server.signOn.lastNameMissing',
    defaultMessage: 'Bitte gib Deinen Nachnamen ein.',
  },
  nameTooLong: {
    id: 'server.signOn.nameTooLong',
    defaultMessage: 'Bitte höchstens {maximum} Zeichen.',
  },
  chosenPasswordTooShort: {
    id: 'server.signOn.chosenPasswordTooShort',
    defaultMessage: 'Das Passwort muss mindestens {minimum} Zeichen lang sein.',
  },
  chosenPasswordTooLong: {
    id: 'server.signOn.chosenPasswordTooLong',
    defaultMessage: 'Das Passwort darf höchstens {maximum} Zeichen lang sein.',
  },
  chosenPasswordTooCommon: {
    id: 'server.signOn.chosenPasswordTooCommon',
    defaultMessage:
      'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wähle ein anderes.',
  },
  chosenPasswordsDiffer: {
    id: 'server.signOn.chosenPasswordsDiffer',
    defaultMessage: 'Die beiden Passwörter stimmen nicht überein.',
  },
  tooManyRequests: {
    id: 'server.signOn.tooManyRequests',
    description:
      'Too many registrations, reset or confirmation mails from one connection or to one address',
    defaultMessage:
      'Das war zu oft in kurzer Zeit. Versuche es bitte in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  checkMailboxTitle: {
    id: 'server.signOn.checkMailboxTitle',
    defaultMessage: 'E-Mail gesendet – Lindner',
  },
  checkMailbox: { id: 'server.signOn.checkMailbox', defaultMessage: 'Schau in Dein Postfach' },
  registrationSent: {
    id: 'server.signOn.registrationSent',
    description: 'The same after a registration with a free and with a taken address',
    defaultMessage:
      'Wir haben Dir eine E-Mail an {email} geschickt. Bestätige darin Deine Adresse, dann kannst Du Dich anmelden. Der Link gilt 24 Stunden.',
  },
  verificationResent: {
    id: 'server.signOn.verificationResent',
    defaultMessage: 'Wir haben Dir den Bestätigungslink noch einmal geschickt. Er gilt 24 Stunden.',
  },
  resetTitle: { id: 'server.signOn.resetTitle', defaultMessage: 'Passwort vergessen – Lindner' },
  resetHeading: { id: 'server.signOn.resetHeading', defaultMessage: 'Passwort vergessen?' },
  resetIntro: {
    id: 'server.signOn.resetIntro',
    defaultMessage:
      'Gib die E-Mail-Adresse Deines Kontos ein. Wir schicken Dir einen Link, mit dem Du ein neues Passwort festlegst.',
  },
  sendResetLink: { id: 'server.signOn.sendResetLink', defaultMessage: 'Link senden' },
  resetSent: {
    id: 'server.signOn.resetSent',
    description: 'The same whether an account has the address or not',
    defaultMessage:
      'Wenn es zu {email} ein Konto gibt, haben wir Dir eine E-Mail mit einem Link geschickt. Der Link gilt eine Stunde.',
  },
  newPasswordTitle: {
    id: 'server.signOn.newPasswordTitle',
    defaultMessage: 'Neues Passwort – Lindner',
  },
  newPasswordHeading: {
    id: 'server.signOn.newPasswordHeading',
    defaultMessage: 'Neues Passwort festlegen',
  },
  savePassword: { id: 'server.signOn.savePassword', defaultMessage: 'Passwort speichern' },
  passwordReset: {
    id: 'server.signOn.passwordReset',
    defaultMessage:
      'Dein neues Passwort gilt ab jetzt. Alle anderen Anmeldungen Deines Kontos sind beendet.',
  },
  signInNow: { id: 'server.signOn.signInNow', defaultMessage: 'Jetzt anmelden' },
  linkInvalidTitle: {
    id: 'server.signOn.linkInvalidTitle',
    defaultMessage: 'Link ungültig – Lindner',
  },
  linkInvalid: {
    id: 'server.signOn.linkInvalid',
    defaultMessage: 'Dieser Link ist abgelaufen oder wurde schon verwendet.',
  },
  confirmEmailTitle: {
    id: 'server.signOn.confirmEmailTitle',
    defaultMessage: 'E-Mail-Adresse bestätigen – Lindner',
  },
  confirmEmailHeading: {
    id: 'server.signOn.confirmEmailHeading',
    defaultMessage: 'E-Mail-Adresse bestätigen',
  },
  confirmEmailText: {
    id: 'server.signOn.confirmEmailText',
    defaultMessage: 'Bestätige, dass {email} Deine E-Mail-Adresse ist.',
  },
  confirmEmail: { id: 'server.signOn.confirmEmail', defaultMessage: 'Adresse bestätigen' },
  emailConfirmed: {
    id: 'server.signOn.emailConfirmed',
    defaultMessage: 'Deine E-Mail-Adresse ist bestätigt. Du kannst Dich jetzt anmelden.',
  },
  verifyMailSubject: {
    id: 'server.signOn.verifyMailSubject',
    defaultMessage: 'Bestätige Deine E-Mail-Adresse für Mein Lindner',
  },
  verifyMailRequest: {
    id: 'server.signOn.verifyMailRequest',
    defaultMessage:
      'Du hast ein Konto bei Mein Lindner angelegt. Bitte bestätige Deine E-Mail-Adresse mit diesem Link:',
  },
  verifyMailValidity: {
    id: 'server.signOn.verifyMailValidity',
    defaultMessage: 'Der Link gilt 24 Stunden.',
  },
  verifyMailNotYou: {
    id: 'server.signOn.verifyMailNotYou',
    defaultMessage:
      'Hast Du Dich nicht registriert, kannst Du diese E-Mail ignorieren: Ohne Bestätigung kann sich niemand mit dem Konto anmelden.',
  },
  takenMailSubject: {
    id: 'server.signOn.takenMailSubject',
    defaultMessage: 'Registrierung mit Deiner E-Mail-Adresse bei Mein Lindner',
  },
  takenMailText: {
    id: 'server.signOn.takenMailText',
    defaultMessage:
      'Gerade wollte jemand mit Deiner E-Mail-Adresse ein neues Konto bei Mein Lindner anlegen. Zu dieser Adresse gibt es schon Dein Konto; an ihm wurde nichts geändert.',
  },
  takenMailForgot: {
    id: 'server.signOn.takenMailForgot',
    defaultMessage:
      'Warst Du das und weißt Dein Passwort nicht mehr? Hier legst Du ein neues fest:',
  },
  takenMailNotYou: {
    id: 'server.signOn.takenMailNotYou',
    defaultMessage: 'Warst Du es nicht, musst Du nichts tun.',
  },
  resetMailSubject: {
    id: 'server.signOn.resetMailSubject',
    defaultMessage: 'Neues Passwort für Mein Lindner',
  },
  resetMailRequest: {
    id: 'server.signOn.resetMailRequest',
    defaultMessage:
      'Du hast ein neues Passwort für Mein Lindner angefordert. Mit diesem Link legst Du es fest:',
  },
  resetMailValidity: {
    id: 'server.signOn.resetMailValidity',
    defaultMessage: 'Der Link gilt eine Stunde und nur einmal.',
  },
  resetMailNotYou: {
    id: 'server.signOn.resetMailNotYou',
    defaultMessage:
      'Hast Du nichts angefordert, kannst Du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
  },
});
