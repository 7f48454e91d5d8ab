import type { TextLanguage } from '../plugins/language';

export interface SignOnTexts {
  loginTitle: string;
  loginHeading: string;
  username: string;
  password: string;
  signIn: string;
  wrongCredentials: string;
  missingCredentials: string;
  loginExpired: string;
  startAgain: string;
  logoutTitle: string;
  logoutQuestion: string;
  signOut: string;
  staySignedIn: string;
  signedOutTitle: string;
  signedOut: string;
  backToPortal: string;
  errorTitle: string;
  errorText: string;
  accountTitle: string;
  accountHeading: string;
  accountIntro: string;
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
  newPasswordHint: string;
  changePassword: string;
  passwordChangedTitle: string;
  passwordChanged: string;
  passwordMissing: string;
  passwordTooShort: string;
  passwordsDiffer: string;
  passwordUnchanged: string;
}

export const signOnTexts: Record<TextLanguage, SignOnTexts> = {
  de: {
    loginTitle: 'Anmelden – Lindner',
    loginHeading: 'Bei Mein Lindner anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    wrongCredentials: 'Benutzername oder Passwort ist falsch.',
    missingCredentials: 'Bitte Benutzername und Passwort eingeben.',
    loginExpired: 'Die Anmeldung ist abgelaufen.',
    startAgain: 'Erneut anmelden',
    logoutTitle: 'Abmelden – Lindner',
    logoutQuestion: 'Möchtest Du Dich abmelden?',
    signOut: 'Abmelden',
    staySignedIn: 'Angemeldet bleiben',
    signedOutTitle: 'Abgemeldet – Lindner',
    signedOut: 'Du bist abgemeldet.',
    backToPortal: 'Zurück zum Portal',
    errorTitle: 'Fehler – Lindner',
    errorText: 'Es ist ein Fehler aufgetreten.',
    accountTitle: 'Passwort ändern – Lindner',
    accountHeading: 'Passwort ändern',
    accountIntro: 'Zum Ändern brauchst Du Dein jetziges Passwort.',
    currentPassword: 'Jetziges Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    newPasswordHint: 'Mindestens 8 Zeichen.',
    changePassword: 'Passwort ändern',
    passwordChangedTitle: 'Passwort geändert – Lindner',
    passwordChanged: 'Dein Passwort ist geändert. Melde Dich ab jetzt mit dem neuen an.',
    passwordMissing: 'Bitte fülle alle Felder aus.',
    passwordTooShort: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
    passwordsDiffer: 'Die beiden neuen Passwörter stimmen nicht überein.',
    passwordUnchanged: 'Das neue Passwort muss sich vom jetzigen unterscheiden.',
  },
  en: {
    loginTitle: 'Sign in – Lindner',
    loginHeading: 'Sign in to My Lindner',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    wrongCredentials: 'Invalid username or password.',
    missingCredentials: 'Please enter your username and password.',
    loginExpired: 'The sign-in has expired.',
    startAgain: 'Sign in again',
    logoutTitle: 'Sign out – Lindner',
    logoutQuestion: 'Do you want to sign out?',
    signOut: 'Sign out',
    staySignedIn: 'Stay signed in',
    signedOutTitle: 'Signed out – Lindner',
    signedOut: 'You are signed out.',
    backToPortal: 'Back to the portal',
    errorTitle: 'Error – Lindner',
    errorText: 'There has been an error.',
    accountTitle: 'Change password – Lindner',
    accountHeading: 'Change password',
    accountIntro: 'To change it, you need your current password.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    newPasswordHint: 'At least 8 characters.',
    changePassword: 'Change password',
    passwordChangedTitle: 'Password changed – Lindner',
    passwordChanged: 'Your password has been changed. From now on, sign in with the new one.',
    passwordMissing: 'Please fill in every field.',
    passwordTooShort: 'The new password must be at least 8 characters long.',
    passwordsDiffer: 'The two new passwords do not match.',
    passwordUnchanged: 'The new password must differ from the current one.',
  },
  fr: {
    loginTitle: 'Connexion – Lindner',
    loginHeading: 'Connexion à Mon Lindner',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    wrongCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
    missingCredentials: "Veuillez saisir votre nom d'utilisateur et votre mot de passe.",
    loginExpired: 'La connexion a expiré.',
    startAgain: 'Se reconnecter',
    logoutTitle: 'Déconnexion – Lindner',
    logoutQuestion: 'Voulez-vous vous déconnecter ?',
    signOut: 'Se déconnecter',
    staySignedIn: 'Rester connecté',
    signedOutTitle: 'Déconnecté – Lindner',
    signedOut: 'Vous êtes déconnecté.',
    backToPortal: 'Retour au portail',
    errorTitle: 'Erreur – Lindner',
    errorText: 'Une erreur est survenue.',
    accountTitle: 'Changer le mot de passe – Lindner',
    accountHeading: 'Changer le mot de passe',
    accountIntro: 'Pour le changer, il vous faut votre mot de passe actuel.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répéter le nouveau mot de passe',
    newPasswordHint: 'Au moins 8 caractères.',
    changePassword: 'Changer le mot de passe',
    passwordChangedTitle: 'Mot de passe changé – Lindner',
    passwordChanged: 'Votre mot de passe a été changé. Connectez-vous désormais avec le nouveau.',
    passwordMissing: 'Veuillez remplir tous les champs.',
    passwordTooShort: 'Le nouveau mot de passe doit comporter au moins 8 caractères.',
    passwordsDiffer: 'Les deux nouveaux mots de passe ne correspondent pas.',
    passwordUnchanged: "Le nouveau mot de passe doit être différent de l'actuel.",
  },
};
