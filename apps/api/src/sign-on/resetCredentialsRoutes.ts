import type { FastifyInstance } from 'fastify';
import { displayName } from '../plugins/users';
import { accountLimiter, resetLimit } from './accountLimits';
import { resetMail } from './accountMails';
import { checkMailboxPage, resetRequestPage } from './accountPages';
import { formFields, mailAddress, type AccountFlows } from './accountFlows';
import { accountsWithAddress } from './accountRepository';
import { bindingOf } from './actionTokens';

type Localized = { Querystring: { kc_locale?: unknown } };

/**
 * Keycloak's "forgot password" (`login-actions/reset-credentials`): an address, and a mail with
 * a link to set a new password (action-token), to each account of the provider with it. The
 * answer is the same whether there is one or not, and comes before the mail is written.
 */
export function resetCredentialsRoutes(app: FastifyInstance, flows: AccountFlows) {
  const { context, tokens } = flows;
  const { database, sendPage, pageContext } = context;
  const countReset = accountLimiter(app, resetLimit);

  app.get<Localized>(
    `${context.prefix}/login-actions/reset-credentials`,
    async (request, reply) => {
      const page = pageContext(request, request.query);
      return sendPage(
        reply,
        200,
        resetRequestPage(page, {
          action: flows.loginAction('reset-credentials', page.locale),
          signIn: flows.signIn(page.locale),
        }),
      );
    },
  );

  app.post<Localized>(
    `${context.prefix}/login-actions/reset-credentials`,
    async (request, reply) => {
      const page = pageContext(request, request.query);
      const email = formFields(request).email?.trim() ?? '';
      const address = mailAddress(email);
      const form = {
        action: flows.loginAction('reset-credentials', page.locale),
        signIn: flows.signIn(page.locale),
        email,
      };
      if ('problem' in address) {
        return sendPage(reply, 400, resetRequestPage(page, { ...form, problem: address.problem }));
      }
      const throttled = await countReset(request, address.address);
      if (throttled) {
        reply.header('retry-after', String(throttled.seconds));
        return sendPage(reply, 429, resetRequestPage(page, { ...form, throttled }));
      }
      const mailResetLinks = async () => {
        const accounts = await accountsWithAddress(database.orm, address.address);
        // Only accounts whose password the provider keeps: others sign in at a real Keycloak.
        for (const user of accounts.filter((each) => each.passwordHash.startsWith('scrypt$'))) {
          const key = tokens.issue('reset-credentials', user.id, bindingOf(user.passwordHash));
          await flows.send(
            request,
            resetMail(
              page.locale,
              { to: user.email ?? address.address, userId: user.id, name: displayName(user) },
              flows.actionLink(key, page.locale),
            ),
          );
        }
      };
      // Not awaited: looking the accounts up and writing the mail must not lengthen the answer.
      void mailResetLinks().catch((error: unknown) =>
        request.log.error({ err: error }, 'reset mail not sent'),
      );
      return sendPage(
        reply,
        200,
        checkMailboxPage(page, 'resetSent', address.address, flows.signIn(page.locale)),
      );
    },
  );
}
