import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUserById, type UserRow } from '../plugins/users';
import { actionDonePage, confirmEmailPage, linkInvalidPage, newPasswordPage } from './accountPages';
import { formFields, type AccountFlows } from './accountFlows';
import { confirmAddress, replacePassword } from './accountRepository';
import { bindingOf } from './actionTokens';
import { hashPassword } from './passwords';
import { passwordFieldProblems } from './registrationRoutes';
import { endSignInsOf } from './signOnProvider';

type Localized = { Querystring: { kc_locale?: unknown; key?: unknown } };

type Action = {
  kind: 'verify-email' | 'reset-credentials';
  key: string;
  user: UserRow;
  /** The portal page the registration started from. */
  returnTo?: string;
};

/**
 * The links of the provider's mails (Keycloak's `login-actions/action-token?key=…`). Opening one
 * only shows a page (a mail scanner following the link changes nothing); its form does the
 * action: confirms the address, or sets the new password and ends every sign-in of the account.
 */
export function actionTokenRoutes(app: FastifyInstance, flows: AccountFlows) {
  const { context, tokens } = flows;
  const { database, provider, sendPage, pageContext } = context;
  const path = `${context.prefix}/login-actions/action-token`;

  /** The action a key still allows, or null once it expired, was used or was never made. */
  async function actionOf(key: unknown): Promise<Action | null> {
    if (typeof key !== 'string') return null;
    const verify = tokens.read(key, 'verify-email');
    if (verify) {
      const user = await findUserById(database.orm, verify.userId);
      return user?.awaitingVerification && user.email && bindingOf(user.email) === verify.binding
        ? { kind: 'verify-email', key, user, returnTo: flows.portalPage(verify.returnTo) }
        : null;
    }
    const reset = tokens.read(key, 'reset-credentials');
    if (reset) {
      const user = await findUserById(database.orm, reset.userId);
      return user && bindingOf(user.passwordHash) === reset.binding
        ? { kind: 'reset-credentials', key, user }
        : null;
    }
    return null;
  }

  const invalid = (request: FastifyRequest<Localized>, reply: Parameters<typeof sendPage>[0]) => {
    const page = pageContext(request, request.query);
    return sendPage(reply, 400, linkInvalidPage(page, flows.signIn(page.locale)));
  };

  app.get<Localized>(path, async (request, reply) => {
    const action = await actionOf(request.query.key);
    if (!action) return invalid(request, reply);
    const page = pageContext(request, request.query);
    const formAction = flows.loginAction('action-token', page.locale);
    return sendPage(
      reply,
      200,
      action.kind === 'verify-email'
        ? confirmEmailPage(page, { action: formAction, key: action.key, email: action.user.email! })
        : newPasswordPage(page, { action: formAction, key: action.key }),
    );
  });

  app.post<Localized>(path, async (request, reply) => {
    const form = formFields(request);
    const action = await actionOf(form.key);
    if (!action) return invalid(request, reply);
    const page = pageContext(request, request.query);
    const signIn = flows.signIn(page.locale);
    if (action.kind === 'verify-email') {
      if (!(await confirmAddress(database.orm, action.user.id))) return invalid(request, reply);
      return sendPage(
        reply,
        200,
        actionDonePage(page, 'emailConfirmed', action.returnTo ?? signIn),
      );
    }
    const problems = passwordFieldProblems(form.password ?? '', form['password-confirm'] ?? '');
    if (Object.keys(problems).length > 0) {
      const formAction = flows.loginAction('action-token', page.locale);
      return sendPage(
        reply,
        400,
        newPasswordPage(page, { action: formAction, key: action.key, problems }),
      );
    }
    const replaced = await replacePassword(
      database.orm,
      action.user,
      await hashPassword(form.password!),
    );
    if (!replaced) return invalid(request, reply);
    // Whoever knew the old password is signed out everywhere.
    endSignInsOf(provider, action.user.id);
    return sendPage(reply, 200, actionDonePage(page, 'passwordReset', signIn));
  });
}
