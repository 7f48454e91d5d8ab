import { defineMessages } from '@lindner/i18n/core';
import { formTextLimits } from './formLimits';

// The guestbook's plain rules, without zod: guestbook.ts builds its schemas from them, and the
// guestbook's form checks with them too (zod would take most of its script budget).

/** A public entry, or a question to the company. */
export const guestbookEntryKinds = ['entry', 'question'] as const;
export type GuestbookEntryKind = (typeof guestbookEntryKinds)[number];

export const guestbookLimits = {
  name: 80,
  email: formTextLimits.email,
  text: 2000,
  spamAnswer: 40,
  reply: 4000,
  /** The attachment: a JPEG, PNG or WebP picture or a PDF, checked by content. */
  attachmentBytes: 5 * 1024 * 1024,
  pageSize: 10,
} as const;

/** The multipart field of the attachment (the entry's other fields are fields beside it). */
export const guestbookAttachmentField = 'attachment';
/** What a writer may attach, as the browser's file picker is told (the server checks content). */
export const guestbookAttachmentAccept = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * SPEC.md section 5's spam question ("In welcher Jahreszeit muss Schnee geräumt werden?"): the
 * answer is winter in any of the portal's languages, alone or with its preposition or article
 * ("im Winter", "in winter", "en hiver", "l'hiver"); case, accents, spacing and a closing full
 * stop do not matter.
 */
export function isWinterAnswer(answer: string): boolean {
  const words = answer
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, ' ')
    .replace(/[.!,;:]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const season = words.at(-1);
  if (season !== 'winter' && season !== 'hiver') return false;
  const before = words.slice(0, -1).join(' ');
  return (season === 'winter' ? germanOrEnglishLeads : frenchLeads).has(before);
}

const germanOrEnglishLeads = new Set(['', 'im', 'in', 'in the', 'the', 'der', 'den', 'during']);
const frenchLeads = new Set(['', 'l', 'en', 'pendant l']);

/** The guestbook's field error keys besides the general ones, React-free like those. */
export const guestbookFieldErrorMessages = defineMessages({
  spamAnswer: {
    id: 'api.fieldError.guestbookSpamAnswer',
    defaultMessage:
      'Das ist leider nicht die richtige Antwort. Bitte nenne die Jahreszeit, in der Schnee geräumt wird.',
  },
  attachmentType: {
    id: 'api.fieldError.guestbookAttachmentType',
    defaultMessage: 'Bitte ein Bild (JPEG, PNG oder WebP) oder eine PDF-Datei anhängen.',
  },
  attachmentTooLarge: {
    id: 'api.fieldError.guestbookAttachmentTooLarge',
    defaultMessage: 'Die Datei ist zu groß: höchstens 5 MB.',
  },
  attachmentActive: {
    id: 'api.fieldError.guestbookAttachmentActive',
    defaultMessage:
      'Diese PDF-Datei enthält JavaScript, automatische Aktionen oder eingebettete Dateien. Bitte hänge eine PDF-Datei ohne sie an.',
  },
});
export type GuestbookFieldErrorKey = keyof typeof guestbookFieldErrorMessages;
