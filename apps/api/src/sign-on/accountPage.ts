import type { FastifyInstance } from 'fastify';
import { hashPassword } from './passwords';
import { newPasswordProblem, type NewPasswordProblem } from './passwordRules';
import { savePasswordHash } from '../plugins/users';
import type { CheckPassword } from './passwordCheck';
import { text, type SignOnContext } from './signOnContext';
import {
  passwordChangedPage,
  passwordPage,
  type PasswordProblem,
  type Throttled,
} from './signOnPages';
import { endSignInsOf, sessionCookieName } from './signOnProvider';
import { accountProfile } from './userProfile';

/** The account page's words for what is wrong with a new password (the registration's rules). */
const accountPasswordProblems: Record<NewPasswordProblem, PasswordProblem> = {
  passwordTooShort: 'passwordTooShort',
  passwordTooLong: 'chosenPasswordTooLong',
  passwordTooCommon: 'chosenPasswordTooCommon',
  passwordsDiffer: 'passwordsDiffer',
};

/**
 * Keycloak's account endpoint: for keycloak-js's loadUserProfile() (a bearer token, JSON) the
 * profile; for a browser following the portal's link (createAccountUrl) the password change,
 * the development provider's stand-in for Keycloak's account console.
 */
export function accountPageRoutes(
  app: FastifyInstance,
  context: SignOnContext,
  checkPassword: CheckPassword,
) {
  const { database, prefix, provider, sendPage, pageContext, portalReturn } = context;
  const action = `${prefix}/account/password`;

  app.get<{ Querystring: { referrer_uri?: unknown; kc_locale?: unknown } }>(
    `${prefix}/account`,
    async (request, reply) => {
      if (!request.headers.authorization && request.headers.accept?.includes('text/html')) {
        return sendPage(
          reply,
          200,
          passwordPage(pageContext(request, request.query), {
            action,
            backTo: portalReturn(request.query.referrer_uri),
          }),
        );
      }
      return accountProfile(context, request, reply);
    },
  );

  app.post(action, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const username = text(form.username)?.trim() ?? '';
    const current = text(form.password) ?? '';
    const chosen = text(form['password-new']) ?? '';
    const repeated = text(form['password-confirm']) ?? '';
    const backTo = portalReturn(form.back);
    const page = pageContext(request);
    const refuse = (problem: PasswordProblem | Throttled, status = 400) =>
      sendPage(reply, status, passwordPage(page, { action, backTo, username, problem }));
    if (!username || !current || !chosen || !repeated) return refuse('passwordMissing');
    const chosenProblem = newPasswordProblem(chosen, repeated);
    if (chosenProblem) return refuse(accountPasswordProblems[chosenProblem]);
    const check = await checkPassword(reply, username, current, request.ip);
    if (check.outcome === 'throttled') return refuse(check.throttled, 429);
    if (check.outcome === 'wrong') return refuse('wrongCredentials');
    if (chosen === current) return refuse('passwordUnchanged');
    const { user } = check;
    await savePasswordHash(database.orm, user.id, await hashPassword(chosen));
    // Whoever knew the old password is signed out everywhere but in this browser.
    endSignInsOf(provider, user.id, cookieValue(request.headers.cookie, sessionCookieName));
    return sendPage(reply, 200, passwordChangedPage(page, backTo));
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
