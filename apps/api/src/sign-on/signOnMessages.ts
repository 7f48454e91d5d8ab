import { defineMessages } from '@lindner/i18n/core';

/** The texts of the development sign-on provider's pages (signOnPages.ts). */
export const signOnMessages = defineMessages({
  loginTitle: { id: 'server.signOn.loginTitle', defaultMessage: 'Anmelden – Lindner' },
  loginHeading: { id: 'server.signOn.loginHeading', defaultMessage: 'Bei Mein Lindner anmelden' },
  username: { id: 'server.signOn.username', defaultMessage: 'Benutzername' },
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
});
