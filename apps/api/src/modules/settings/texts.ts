import { languageOf, localizePath, type Locale } from '@lindner/i18n/core';
import type { NewsletterConfirmationOutcome } from '@lindner/api/schema';
import type { TextLanguage } from '../../plugins/language';

interface SettingsTexts {
  /** Answers of the newsletter calls (SPEC.md section 8). */
  confirmFirst: string;
  alreadySubscribed: string;
  notSubscribed: string;
  segmentNotSetUp: string;
  emailMissing: string;
  mail: {
    subject: string;
    greeting: (name: string) => string;
    request: string;
    button: string;
    validity: string;
    notYou: string;
    signature: string;
  };
  page: Record<NewsletterConfirmationOutcome, { title: string; text: string }> & {
    toSettings: string;
  };
}

export const settingsTexts: Record<TextLanguage, SettingsTexts> = {
  de: {
    confirmFirst:
      'Bitte bestätige zuerst deine Newsletter-Anmeldung über den Link in der E-Mail; danach kannst du deine Interessen wählen.',
    alreadySubscribed: 'Für diese E-Mail-Adresse besteht bereits ein Newsletter-Abonnement.',
    notSubscribed: 'Du bist nicht für den Newsletter angemeldet.',
    segmentNotSetUp:
      'Die Newsletter-Anmeldung ist derzeit nicht eingerichtet. Bitte versuche es später noch einmal.',
    emailMissing: 'Bitte trage zuerst deine E-Mail-Adresse in deinem Profil ein.',
    mail: {
      subject: 'Bitte bestätige deine Anmeldung zum Lindner-Newsletter',
      greeting: (name) => `Hallo ${name},`,
      request: 'bitte bestätige deine Anmeldung zum Lindner-Newsletter mit diesem Link:',
      button: 'Anmeldung bestätigen',
      validity: 'Der Link ist 7 Tage gültig und kann einmal verwendet werden.',
      notYou:
        'Wenn du dich nicht angemeldet hast, musst du nichts tun: Ohne Bestätigung bekommst du keinen Newsletter.',
      signature: 'Dein Lindner-Team',
    },
    page: {
      confirmed: {
        title: 'Newsletter-Anmeldung bestätigt',
        text: 'Danke! Du bekommst ab jetzt den Lindner-Newsletter. In deinen Einstellungen kannst du nun deine Interessen wählen.',
      },
      alreadyConfirmed: {
        title: 'Bereits bestätigt',
        text: 'Deine Newsletter-Anmeldung ist schon bestätigt.',
      },
      expired: {
        title: 'Link abgelaufen',
        text: 'Dieser Bestätigungslink ist abgelaufen. Bitte melde dich in deinen Einstellungen erneut an; wir schicken dir dann einen neuen Link.',
      },
      invalid: {
        title: 'Link ungültig',
        text: 'Dieser Bestätigungslink ist ungültig oder wurde durch einen neueren ersetzt. Bitte verwende den Link aus der neuesten E-Mail oder melde dich erneut an.',
      },
      toSettings: 'Zu meinen Newsletter-Einstellungen',
    },
  },
  en: {
    confirmFirst:
      'Please confirm your newsletter subscription with the link in the e-mail first; then you can choose your interests.',
    alreadySubscribed: 'A newsletter subscription already exists for this e-mail address.',
    notSubscribed: 'You are not subscribed to the newsletter.',
    segmentNotSetUp: 'Newsletter subscription is not set up at the moment. Please try again later.',
    emailMissing: 'Please enter your e-mail address in your profile first.',
    mail: {
      subject: 'Please confirm your subscription to the Lindner newsletter',
      greeting: (name) => `Hello ${name},`,
      request: 'please confirm your subscription to the Lindner newsletter with this link:',
      button: 'Confirm subscription',
      validity: 'The link is valid for 7 days and can be used once.',
      notYou:
        'If you did not subscribe, there is nothing to do: without confirmation you will not receive the newsletter.',
      signature: 'Your Lindner team',
    },
    page: {
      confirmed: {
        title: 'Newsletter subscription confirmed',
        text: 'Thank you! You will now receive the Lindner newsletter. You can choose your interests in your settings.',
      },
      alreadyConfirmed: {
        title: 'Already confirmed',
        text: 'Your newsletter subscription has already been confirmed.',
      },
      expired: {
        title: 'Link expired',
        text: 'This confirmation link has expired. Please subscribe again in your settings and we will send you a new link.',
      },
      invalid: {
        title: 'Invalid link',
        text: 'This confirmation link is not valid or has been replaced by a newer one. Please use the link from the latest e-mail or subscribe again.',
      },
      toSettings: 'To my newsletter settings',
    },
  },
  fr: {
    confirmFirst:
      "Veuillez d'abord confirmer votre inscription à la newsletter avec le lien de l'e-mail ; vous pourrez ensuite choisir vos centres d'intérêt.",
    alreadySubscribed: 'Un abonnement à la newsletter existe déjà pour cette adresse e-mail.',
    notSubscribed: "Vous n'êtes pas inscrit à la newsletter.",
    segmentNotSetUp:
      "L'inscription à la newsletter n'est pas configurée pour le moment. Veuillez réessayer plus tard.",
    emailMissing: "Veuillez d'abord saisir votre adresse e-mail dans votre profil.",
    mail: {
      subject: 'Veuillez confirmer votre inscription à la newsletter Lindner',
      greeting: (name) => `Bonjour ${name},`,
      request: 'veuillez confirmer votre inscription à la newsletter Lindner avec ce lien :',
      button: "Confirmer l'inscription",
      validity: 'Le lien est valable 7 jours et ne peut être utilisé qu’une fois.',
      notYou:
        "Si vous ne vous êtes pas inscrit, vous n'avez rien à faire : sans confirmation, vous ne recevrez pas la newsletter.",
      signature: "L'équipe Lindner",
    },
    page: {
      confirmed: {
        title: 'Inscription à la newsletter confirmée',
        text: "Merci ! Vous recevrez désormais la newsletter Lindner. Vous pouvez choisir vos centres d'intérêt dans vos paramètres.",
      },
      alreadyConfirmed: {
        title: 'Déjà confirmée',
        text: 'Votre inscription à la newsletter a déjà été confirmée.',
      },
      expired: {
        title: 'Lien expiré',
        text: 'Ce lien de confirmation a expiré. Veuillez vous réinscrire dans vos paramètres ; nous vous enverrons un nouveau lien.',
      },
      invalid: {
        title: 'Lien non valide',
        text: "Ce lien de confirmation n'est pas valide ou a été remplacé par un plus récent. Veuillez utiliser le lien du dernier e-mail ou vous réinscrire.",
      },
      toSettings: 'Vers mes paramètres de newsletter',
    },
  },
};

/** The portal's newsletter settings page in a locale, from the one route table. */
export function newsletterSettingsPath(locale: Locale): string {
  return localizePath('settings-newsletter-contact', {}, locale);
}

/** The settings texts of a locale. */
export function settingsTextsOf(locale: Locale): SettingsTexts {
  return settingsTexts[languageOf(locale)];
}
