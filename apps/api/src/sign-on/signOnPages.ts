import { intlTag, languageOf, type Locale } from '@lindner/i18n/core';
import { signOnTexts, type SignOnTexts } from './signOnTexts';

/** The pages of the development provider: static CSS and script files only, no inline code. */

export interface PageContext {
  locale: Locale;
  /** `/realms/{realm}/resources`, where login.css and logout.js are served. */
  resources: string;
}

export function textsFor(locale: Locale): SignOnTexts {
  return signOnTexts[languageOf(locale)];
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

function page(context: PageContext, title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="${intlTag(context.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
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
  error?: 'wrongCredentials' | 'missingCredentials';
}

export function loginPage(context: PageContext, form: LoginForm): string {
  const texts = textsFor(context.locale);
  const error = form.error ? texts[form.error] : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  return page(
    context,
    texts.loginTitle,
    `<h1 id="kc-page-title">${escapeHtml(texts.loginHeading)}</h1>
${error ? `<p id="input-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form id="kc-form-login" method="post" action="${escapeHtml(form.action)}">
<label for="username">${escapeHtml(texts.username)}</label>
<input id="username" name="username" type="text" value="${escapeHtml(form.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${form.username ? '' : ' autofocus'}${invalid}>
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${form.username ? ' autofocus' : ''}${invalid}>
<input id="kc-login" name="login" type="submit" value="${escapeHtml(texts.signIn)}">
</form>`,
  );
}

/**
 * oidc-provider asks before ending a session. With an id_token_hint the request comes from the
 * portal itself, so logout.js confirms at once, as Keycloak does; without script the buttons do.
 */
export function logoutPage(context: PageContext, form: string, confirmAtOnce: boolean): string {
  const texts = textsFor(context.locale);
  return page(
    context,
    texts.logoutTitle,
    `<h1>${escapeHtml(texts.logoutQuestion)}</h1>
${form}
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(texts.signOut)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(texts.staySignedIn)}</button>`,
    confirmAtOnce ? 'logout.js' : undefined,
  );
}

export function signedOutPage(context: PageContext, portalUrl: string): string {
  const texts = textsFor(context.locale);
  return page(
    context,
    texts.signedOutTitle,
    `<h1>${escapeHtml(texts.signedOut)}</h1>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(texts.backToPortal)}</a></p>`,
  );
}

export function loginExpiredPage(context: PageContext, portalUrl: string): string {
  const texts = textsFor(context.locale);
  return page(
    context,
    texts.loginTitle,
    `<h1>${escapeHtml(texts.loginExpired)}</h1>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(texts.startAgain)}</a></p>`,
  );
}

export function errorPage(
  context: PageContext,
  details: Record<string, string | undefined>,
): string {
  const texts = textsFor(context.locale);
  return page(
    context,
    texts.errorTitle,
    `<h1>${escapeHtml(texts.errorText)}</h1>
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
  | 'passwordUnchanged';

export interface PasswordForm {
  action: string;
  /** Where "back to the portal" leads: the portal page the user came from. */
  backTo: string;
  username?: string;
  problem?: PasswordProblem;
}

/** The account page: the development provider's stand-in for Keycloak's password change. */
export function passwordPage(context: PageContext, form: PasswordForm): string {
  const texts = textsFor(context.locale);
  const error = form.problem ? texts[form.problem] : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  return page(
    context,
    texts.accountTitle,
    `<h1>${escapeHtml(texts.accountHeading)}</h1>
<p>${escapeHtml(texts.accountIntro)}</p>
${error ? `<p id="input-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form id="kc-passwd-update-form" method="post" action="${escapeHtml(form.action)}">
<label for="username">${escapeHtml(texts.username)}</label>
<input id="username" name="username" type="text" value="${escapeHtml(form.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${invalid}>
<label for="password">${escapeHtml(texts.currentPassword)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<label for="password-new">${escapeHtml(texts.newPassword)}</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-new-hint">
<p id="password-new-hint" class="hint">${escapeHtml(texts.newPasswordHint)}</p>
<label for="password-confirm">${escapeHtml(texts.repeatPassword)}</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" minlength="8" required>
<input type="hidden" name="back" value="${escapeHtml(form.backTo)}">
<input id="kc-submit" type="submit" value="${escapeHtml(texts.changePassword)}">
</form>
<p><a href="${escapeHtml(form.backTo)}">${escapeHtml(texts.backToPortal)}</a></p>`,
  );
}

export function passwordChangedPage(context: PageContext, backTo: string): string {
  const texts = textsFor(context.locale);
  return page(
    context,
    texts.passwordChangedTitle,
    `<h1 role="status">${escapeHtml(texts.passwordChanged)}</h1>
<p><a href="${escapeHtml(backTo)}">${escapeHtml(texts.backToPortal)}</a></p>`,
  );
}
