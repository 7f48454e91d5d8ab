import type { Locale } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountFlows } from './accountFlows';
import { bindingOf } from './actionTokens';
import type { CheckPassword } from './passwordCheck';
import { text, type SignOnContext } from './signOnContext';
import { loginExpiredPage, loginPage } from './signOnPages';

type Uid = { Params: { uid: string } };

/**
 * The login page of a pending sign-in (`/login-actions/{uid}`, Keycloak's path) and its form:
 * the right password ends the sign-in step and sends the browser back to the portal.
 */
export function loginPageRoutes(
  app: FastifyInstance,
  context: SignOnContext,
  checkPassword: CheckPassword,
  flows: AccountFlows,
) {
  const { config, prefix, provider, sendPage, pageContext, finish } = context;
  const loginAction = (uid: string) => `${prefix}/login-actions/${encodeURIComponent(uid)}`;
  // Registering instead of signing in leads, once the address is confirmed, where the sign-in
  // would have led.
  const linksFor = (locale: Locale, returnTo?: unknown) => ({
    registration: flows.loginAction('registration', locale, flows.portalPage(returnTo)),
    resetCredentials: flows.loginAction('reset-credentials', locale),
  });

  /** The pending sign-in of this browser, or null once the page for an expired one is sent. */
  async function pendingLogin(request: FastifyRequest<Uid>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // No or expired interaction cookie: the browser has to start at the portal again.
    }
    await sendPage(reply, 400, loginExpiredPage(pageContext(request), config.publicUrl));
    return null;
  }

  app.get<Uid>(`${prefix}/login-actions/:uid`, async (request, reply) => {
    const login = await pendingLogin(request, reply);
    if (!login) return reply;
    if (login.prompt.name !== 'login') {
      // Consent is implied for the portal (see loadExistingGrant); finish any other prompt.
      return finish(request, reply, {});
    }
    const page = pageContext(request, login.params);
    return sendPage(
      reply,
      200,
      loginPage(page, {
        action: loginAction(request.params.uid),
        links: linksFor(page.locale, login.params.redirect_uri),
      }),
    );
  });

  app.post<Uid>(`${prefix}/login-actions/:uid`, async (request, reply) => {
    const login = await pendingLogin(request, reply);
    if (!login) return reply;
    const form = (request.body ?? {}) as Record<string, unknown>;
    const typed = text(form.username)?.trim() ?? '';
    // A registered account's name is its address, kept in lower case (registrationRoutes.ts).
    const username = typed.includes('@') ? typed.toLowerCase() : typed;
    const password = text(form.password) ?? '';
    const context = pageContext(request, login.params);
    const action = loginAction(request.params.uid);
    const links = linksFor(context.locale, login.params.redirect_uri);
    if (!username || !password) {
      return sendPage(
        reply,
        200,
        loginPage(context, { action, links, username, error: 'missingCredentials' }),
      );
    }
    const check = await checkPassword(reply, username, password, request.ip);
    if (check.outcome === 'throttled') {
      return sendPage(
        reply,
        429,
        loginPage(context, { action, links, username, error: check.throttled }),
      );
    }
    if (check.outcome === 'wrong') {
      return sendPage(
        reply,
        200,
        loginPage(context, { action, links, username, error: 'wrongCredentials' }),
      );
    }
    const { user } = check;
    if (user.awaitingVerification && user.email) {
      // Told only after the right password, so that it tells nobody else the account exists.
      const key = flows.tokens.issue('resend-verification', user.id, bindingOf(user.email));
      const resend = { action: flows.loginAction('verify-email', context.locale), key };
      return sendPage(
        reply,
        403,
        loginPage(context, { action, links, username, error: 'accountNotVerified', resend }),
      );
    }
    return finish(request, reply, { login: { accountId: check.user.id } });
  });
}
