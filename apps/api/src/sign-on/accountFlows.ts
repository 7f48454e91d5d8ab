import { localizePath, type Locale } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { realmUrl } from '../config';
import type { Mail } from '../mail/mail';
import type { Mailer } from '../mail/mailer';
import type { ActionTokens } from './actionTokens';
import type { SignOnContext } from './signOnContext';

/** What the registration, the reset and their links share (signOnRoutes.ts builds it). */
export interface AccountFlows {
  context: SignOnContext;
  tokens: ActionTokens;
  mailer: Mailer;
  /** The personal area in this language: it asks to sign in and lands there afterwards. */
  signIn(locale: Locale): string;
  /**
   * A provider page below `login-actions/`, in this language; with `returnTo` (a portal page),
   * the registration leads there once the address is confirmed.
   */
  loginAction(
    name: 'registration' | 'reset-credentials' | 'verify-email' | 'action-token',
    locale: Locale,
    returnTo?: string,
  ): string;
  /** A portal page the value names, if the portal client may be sent back to it. */
  portalPage(value: unknown): string | undefined;
  /** The absolute link a mail carries for a key. */
  actionLink(key: string, locale: Locale): string;
  /** Sends a mail; a failure is logged, never told to the visitor (it would tell who exists). */
  send(request: FastifyRequest, mail: Mail): Promise<void>;
}

export function accountFlows(
  context: SignOnContext,
  tokens: ActionTokens,
  mailer: Mailer,
): AccountFlows {
  const { config, prefix } = context;
  const loginAction: AccountFlows['loginAction'] = (name, locale, returnTo) =>
    `${prefix}/login-actions/${name}?kc_locale=${locale}` +
    (returnTo ? `&redirect_uri=${encodeURIComponent(returnTo)}` : '');
  return {
    context,
    tokens,
    mailer,
    portalPage(value) {
      const uri = typeof value === 'string' ? value : undefined;
      return uri && context.portalReturn(uri) === uri ? uri : undefined;
    },
    signIn: (locale) => `${config.publicUrl}${localizePath('dashboard', {}, locale)}`,
    loginAction,
    actionLink: (key, locale) =>
      `${realmUrl(config.signOn)}/login-actions/action-token?key=${encodeURIComponent(key)}&kc_locale=${locale}`,
    async send(request, mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, 'sign-on mail not sent');
      }
    },
  };
}

/** The posted form's fields that are one string each. */
export function formFields(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const addressPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address as accounts keep it (trimmed, lower case), or what is wrong with it. */
export function mailAddress(
  value: string | undefined,
): { address: string } | { problem: 'emailMissing' | 'emailInvalid' } {
  const address = value?.trim().toLowerCase() ?? '';
  if (!address) return { problem: 'emailMissing' };
  if (address.length > 254 || !addressPattern.test(address)) return { problem: 'emailInvalid' };
  return { address };
}
