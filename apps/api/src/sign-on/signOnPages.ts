import { intlTag, type Locale } from '@lindner/i18n/core';
import { escapeHtml } from '../mail/htmlPages';
import { brandHeadLinks } from '../plugins/brandAssets';
import { textsFor } from '../plugins/texts';
import { maximumPasswordLength } from './passwordRules';
import { signOnMessages } from './signOnMessages';

/** The pages of the development provider: static CSS and script files only, no inline code. */

export interface PageContext {
  locale: Locale;
  /** `/realms/{realm}/resources`, where login.css and logout.js are served. */
  resources: string;
}

/** The pages' texts in the page's locale, by name. */
export function textsOf(
  context: PageContext,
): (name: keyof typeof signOnMessages, values?: Record<string, number | string>) => string {
  const texts = textsFor(context.locale);
  return (name, values) => texts.t(signOnMessages[name], values);
}

/** Shown instead of checking the password while the name and address, or the address, wait. */
export interface Throttled {
  /** Whole seconds until the next attempt is taken (at least 1). */
  seconds: number;
}

export function page(context: PageContext, title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="${intlTag(context.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${brandHeadLinks()}
<link rel="stylesheet" href="${context.resources}/login.css">
${script ? `<script src="${context.resources}/${script}" defer></script>\n` : ''}</head>
<body>
<main class="card">
<p class="brand" aria-hidden="true">LINDNER</p>
${body}
</main>
</body>
</html>
`;
}

export interface LoginForm {
  action: string;
  username?: string;
  error?: 'wrongCredentials' | 'missingCredentials' | 'accountNotVerified' | Throttled;
  /** The registration and the password reset, which the page links to. */
  links?: { registration: string; resetCredentials: string };
  /** After the right password of an unconfirmed account: the form that mails the link again. */
  resend?: { action: string; key: string };
}

export function loginPage(context: PageContext, form: LoginForm): string {
  const text = textsOf(context);
  const error = problemText(text, form.error);
  const invalid = error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  return page(
    context,
    text('loginTitle'),
    `<h1 id="kc-page-title">${escapeHtml(text('loginHeading'))}</h1>
${error ? `<p id="input-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form id="kc-form-login" method="post" action="${escapeHtml(form.action)}">
<label for="username">${escapeHtml(text('username'))}</label>
<input id="username" name="username" type="text" value="${escapeHtml(form.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${form.username ? '' : ' autofocus'}${invalid}>
<label for="password">${escapeHtml(text('password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${form.username ? ' autofocus' : ''}${invalid}>
<input id="kc-login" name="login" type="submit" value="${escapeHtml(text('signIn'))}">
</form>${resendForm(text, form.resend)}${loginLinks(text, form.links)}`,
  );
}

function resendForm(text: ReturnType<typeof textsOf>, resend: LoginForm['resend']): string {
  if (!resend) return '';
  return `
<form id="kc-verify-email-resend" method="post" action="${escapeHtml(resend.action)}">
<input type="hidden" name="key" value="${escapeHtml(resend.key)}">
<button class="secondary" type="submit">${escapeHtml(text('resendVerification'))}</button>
</form>`;
}

function loginLinks(text: ReturnType<typeof textsOf>, links: LoginForm['links']): string {
  if (!links) return '';
  return `
<p id="kc-form-options" class="options"><a href="${escapeHtml(links.resetCredentials)}">${escapeHtml(text('forgotPassword'))}</a></p>
<p id="kc-registration" class="options">${escapeHtml(text('noAccountYet'))} <a href="${escapeHtml(links.registration)}">${escapeHtml(text('registerLink'))}</a></p>`;
}

/**
 * oidc-provider asks before ending a session. With an id_token_hint the request comes from the
 * portal itself, so logout.js confirms at once, as Keycloak does; without script the buttons do.
 */
export function logoutPage(context: PageContext, form: string, confirmAtOnce: boolean): string {
  const text = textsOf(context);
  return page(
    context,
    text('logoutTitle'),
    `<h1>${escapeHtml(text('logoutQuestion'))}</h1>
${form}
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text('signOut'))}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(text('staySignedIn'))}</button>`,
    confirmAtOnce ? 'logout.js' : undefined,
  );
}

export function signedOutPage(context: PageContext, portalUrl: string): string {
  const text = textsOf(context);
  return page(
    context,
    text('signedOutTitle'),
    `<h1>${escapeHtml(text('signedOut'))}</h1>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}

export function loginExpiredPage(context: PageContext, portalUrl: string): string {
  const text = textsOf(context);
  return page(
    context,
    text('loginTitle'),
    `<h1>${escapeHtml(text('loginExpired'))}</h1>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(text('startAgain'))}</a></p>`,
  );
}

export function errorPage(
  context: PageContext,
  details: Record<string, string | undefined>,
): string {
  const text = textsOf(context);
  return page(
    context,
    text('errorTitle'),
    `<h1>${escapeHtml(text('errorText'))}</h1>
<dl class="details">
${Object.entries(details)
  .filter((entry): entry is [string, string] => entry[1] !== undefined)
  .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('\n')}
</dl>`,
  );
}

export type PasswordProblem =
  | 'wrongCredentials'
  | 'passwordMissing'
  | 'passwordTooShort'
  | 'passwordsDiffer'
  | 'passwordUnchanged'
  | 'chosenPasswordTooLong'
  | 'chosenPasswordTooCommon';

export interface PasswordForm {
  action: string;
  /** Where "back to the portal" leads: the portal page the user came from. */
  backTo: string;
  username?: string;
  problem?: PasswordProblem | Throttled;
}

function problemText(
  text: ReturnType<typeof textsOf>,
  problem: PasswordProblem | 'missingCredentials' | 'accountNotVerified' | Throttled | undefined,
): string | undefined {
  if (problem === undefined) return undefined;
  if (typeof problem === 'object') {
    // "in 30 seconds" under a minute; from then on whole minutes, rounded up: never "0 minutes".
    const { seconds } = problem;
    if (seconds < 60) return text('tooManyAttemptsSeconds', { seconds });
    return text('tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
  }
  if (problem === 'chosenPasswordTooLong') {
    return text(problem, { maximum: maximumPasswordLength });
  }
  return text(problem);
}

/** The account page: the development provider's stand-in for Keycloak's password change. */
export function passwordPage(context: PageContext, form: PasswordForm): string {
  const text = textsOf(context);
  const error = problemText(text, form.problem);
  const invalid = error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  return page(
    context,
    text('accountTitle'),
    `<h1>${escapeHtml(text('accountHeading'))}</h1>
<p>${escapeHtml(text('accountIntro'))}</p>
${error ? `<p id="input-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form id="kc-passwd-update-form" method="post" action="${escapeHtml(form.action)}">
<label for="username">${escapeHtml(text('username'))}</label>
<input id="username" name="username" type="text" value="${escapeHtml(form.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${invalid}>
<label for="password">${escapeHtml(text('currentPassword'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<label for="password-new">${escapeHtml(text('newPassword'))}</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-new-hint">
<p id="password-new-hint" class="hint">${escapeHtml(text('newPasswordHint'))}</p>
<label for="password-confirm">${escapeHtml(text('repeatPassword'))}</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" minlength="8" required>
<input type="hidden" name="back" value="${escapeHtml(form.backTo)}">
<input id="kc-submit" type="submit" value="${escapeHtml(text('changePassword'))}">
</form>
<p><a href="${escapeHtml(form.backTo)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}

export function passwordChangedPage(context: PageContext, backTo: string): string {
  const text = textsOf(context);
  return page(
    context,
    text('passwordChangedTitle'),
    `<h1 role="status">${escapeHtml(text('passwordChanged'))}</h1>
<p><a href="${escapeHtml(backTo)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}
