import {
  consentKinds,
  contactChannels,
  newsletterTopics,
  type ConsentDecision,
  type ConsentKind,
  type ConsentsInput,
  type ContactChannel,
  type ContactInput,
  type InterestsInput,
  type Settings,
} from '@lindner/api/schema';
import { choicesOf, chosenOf, type Choices } from '../../shared/forms/choices';

export interface InterestsFormValues {
  [field: string]: unknown;
  interests?: Choices;
}

export function interestsFormValues(settings: Settings): InterestsFormValues {
  return { interests: choicesOf(settings.interests, newsletterTopics) };
}

export function interestsInputOf(values: InterestsFormValues): InterestsInput {
  return { interests: chosenOf(values.interests, newsletterTopics) };
}

export interface ContactFormValues {
  [field: string]: unknown;
  contactChannel?: string;
}

export function contactFormValues(settings: Settings): ContactFormValues {
  return { contactChannel: settings.contactChannel ?? undefined };
}

export function contactInputOf(values: ContactFormValues): ContactInput {
  const channel = values.contactChannel;
  return {
    contactChannel: (contactChannels as readonly string[]).includes(channel ?? '')
      ? (channel as ContactChannel)
      : null,
  };
}

/** Each consent's decision; a pending one has none (undefined) until the user makes it. */
export type ConsentsFormValues = { [field: string]: unknown } & Partial<
  Record<ConsentKind, ConsentDecision>
>;

export function consentsFormValues(settings: Settings): ConsentsFormValues {
  const values: ConsentsFormValues = {};
  for (const kind of consentKinds) {
    const { state } = settings.consents[kind];
    values[kind] = state === 'pending' ? undefined : state;
  }
  return values;
}

/**
 * The consents the user changed, and only those: the server keeps every change with its time,
 * so an unchanged consent must not count as a new decision.
 */
export function consentsInputOf(values: ConsentsFormValues, saved: ConsentsFormValues) {
  const input: ConsentsInput = {};
  for (const kind of consentKinds) {
    const decision = values[kind];
    if ((decision === 'accepted' || decision === 'declined') && decision !== saved[kind]) {
      input[kind] = decision;
    }
  }
  return input;
}
