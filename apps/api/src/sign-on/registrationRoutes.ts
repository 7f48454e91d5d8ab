import type { FastifyInstance } from 'fastify';
import { displayName, findUserById, type UserRow } from '../plugins/users';
import { accountLimiter, registrationLimit, resendLimit } from './accountLimits';
import { addressTakenMail, verificationMail } from './accountMails';
import {
  checkMailboxPage,
  linkInvalidPage,
  maximumNameLength,
  registrationPage,
  type FieldProblems,
  type RegistrationForm,
} from './accountPages';
import { formFields, mailAddress, type AccountFlows } from './accountFlows';
import { accountsWithAddress, addAccount } from './accountRepository';
import { bindingOf } from './actionTokens';
import { hashPassword } from './passwords';
import { newPasswordProblem } from './passwordRules';
import type { PageContext } from './signOnPages';

type Localized = { Querystring: { kc_locale?: unknown; redirect_uri?: unknown } };

const passwordProblems = {
  passwordTooShort: 'chosenPasswordTooShort',
  passwordTooLong: 'chosenPasswordTooLong',
  passwordTooCommon: 'chosenPasswordTooCommon',
  passwordsDiffer: 'chosenPasswordsDiffer',
} as const;

/** The field problems of a chosen password and its repetition. */
export function passwordFieldProblems(chosen: string, repeated: string): FieldProblems {
  const problem = newPasswordProblem(chosen, repeated);
  if (!problem) return {};
  return problem === 'passwordsDiffer'
    ? { 'password-confirm': passwordProblems[problem] }
    : { password: passwordProblems[problem] };
}

function nameProblem(value: string, missing: 'firstNameMissing' | 'lastNameMissing') {
  if (!value) return missing;
  return value.length > maximumNameLength ? ('nameTooLong' as const) : undefined;
}

/**
 * Keycloak's registration (`login-actions/registration`): the form, and its answer, which is the
 * same for a free and for a taken address (the owner of a taken one gets a mail saying so). A
 * new account waits for its address: the mailed link (`action-token`) confirms it. Signing in
 * before is refused with a way to have the link sent again (`login-actions/verify-email`).
 */
export function registrationRoutes(app: FastifyInstance, flows: AccountFlows) {
  const { context, tokens } = flows;
  const { database, sendPage, pageContext } = context;
  const countRegistration = accountLimiter(app, registrationLimit);
  const countResend = accountLimiter(app, resendLimit);

  const sendVerification = async (
    request: Parameters<AccountFlows['send']>[0],
    page: PageContext,
    user: UserRow,
    returnTo?: string,
  ) => {
    if (!user.email) return;
    const key = tokens.issue('verify-email', user.id, bindingOf(user.email), returnTo);
    await flows.send(
      request,
      verificationMail(
        page.locale,
        { to: user.email, userId: user.id, name: displayName(user) },
        flows.actionLink(key, page.locale),
      ),
    );
  };

  // Keycloak's `redirect_uri`: the portal page a registration started from (the loyalty card's
  // landing, a sign-in), where the confirmed account's first sign-in leads.
  app.get<Localized>(`${context.prefix}/login-actions/registration`, async (request, reply) => {
    const page = pageContext(request, request.query);
    const returnTo = flows.portalPage(request.query.redirect_uri);
    return sendPage(
      reply,
      200,
      registrationPage(page, {
        action: flows.loginAction('registration', page.locale, returnTo),
        signIn: returnTo ?? flows.signIn(page.locale),
      }),
    );
  });

  app.post<Localized>(`${context.prefix}/login-actions/registration`, async (request, reply) => {
    const page = pageContext(request, request.query);
    const returnTo = flows.portalPage(request.query.redirect_uri);
    const signIn = returnTo ?? flows.signIn(page.locale);
    const form = formFields(request);
    const values = {
      email: form.email?.trim() ?? '',
      firstName: form.firstName?.trim() ?? '',
      lastName: form.lastName?.trim() ?? '',
    };
    const address = mailAddress(values.email);
    const firstName = nameProblem(values.firstName, 'firstNameMissing');
    const lastName = nameProblem(values.lastName, 'lastNameMissing');
    const problems: FieldProblems = {
      ...('problem' in address ? { email: address.problem } : {}),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...passwordFieldProblems(form.password ?? '', form['password-confirm'] ?? ''),
    };
    const refuse = (status: number, more: Partial<RegistrationForm>) =>
      sendPage(
        reply,
        status,
        registrationPage(page, {
          action: flows.loginAction('registration', page.locale, returnTo),
          signIn,
          values,
          ...more,
        }),
      );
    if ('problem' in address || Object.keys(problems).length > 0) {
      return refuse(400, { problems });
    }
    const throttled = await countRegistration(request, address.address);
    if (throttled) {
      reply.header('retry-after', String(throttled.seconds));
      return refuse(429, { throttled });
    }
    // Hashed whether the address is free or not, so that the answer takes as long either way.
    const passwordHash = await hashPassword(form.password!);
    const [owner] = await accountsWithAddress(database.orm, address.address);
    const added = owner
      ? undefined
      : await addAccount(database.orm, {
          address: address.address,
          firstName: values.firstName,
          lastName: values.lastName,
          passwordHash,
        });
    if (added) {
      await sendVerification(request, page, added, returnTo);
    } else {
      const taken = owner ?? (await accountsWithAddress(database.orm, address.address))[0];
      if (taken?.awaitingVerification) {
        await sendVerification(request, page, taken, returnTo);
      } else {
        await flows.send(
          request,
          addressTakenMail(
            page.locale,
            { to: address.address, userId: taken?.id, name: taken ? displayName(taken) : null },
            `${context.config.publicUrl}${flows.loginAction('reset-credentials', page.locale)}`,
          ),
        );
      }
    }
    return sendPage(
      reply,
      200,
      checkMailboxPage(page, 'registrationSent', address.address, signIn),
    );
  });

  app.post<Localized>(`${context.prefix}/login-actions/verify-email`, async (request, reply) => {
    const page = pageContext(request, request.query);
    const token = tokens.read(formFields(request).key, 'resend-verification');
    const user = token ? await findUserById(database.orm, token.userId) : undefined;
    if (!user?.email || !user.awaitingVerification || token?.binding !== bindingOf(user.email)) {
      return sendPage(reply, 400, linkInvalidPage(page, flows.signIn(page.locale)));
    }
    const throttled = await countResend(request, user.email);
    if (throttled) reply.header('retry-after', String(throttled.seconds));
    else await sendVerification(request, page, user);
    return sendPage(
      reply,
      throttled ? 429 : 200,
      checkMailboxPage(
        page,
        'verificationResent',
        user.email,
        flows.signIn(page.locale),
        throttled,
      ),
    );
  });
}
