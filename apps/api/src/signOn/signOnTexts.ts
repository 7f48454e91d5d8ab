import type { TextLanguage } from '../language';

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
  },
};
