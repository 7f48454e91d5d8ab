import { escapeHtml } from '../mail/htmlPages';
import { maximumPasswordLength, minimumPasswordLength } from './passwordRules';
import { page, textsOf, type PageContext, type Throttled } from './signOnPages';

/** The registration and password-reset pages of the development provider (Keycloak's). */

type Text = ReturnType<typeof textsOf>;

export const maximumNameLength = 100;

export type RegistrationField =
  'email' | 'firstName' | 'lastName' | 'password' | 'password-confirm';

/** Names of texts of signOnMessages that say what is wrong with a field. */
export type FieldProblem =
  | 'emailMissing'
  | 'emailInvalid'
  | 'firstNameMissing'
  | 'lastNameMissing'
  | 'nameTooLong'
  | 'chosenPasswordTooShort'
  | 'chosenPasswordTooLong'
  | 'chosenPasswordTooCommon'
  | 'chosenPasswordsDiffer';

export type FieldProblems = Partial<Record<RegistrationField, FieldProblem>>;

const limits = {
  minimum: minimumPasswordLength,
  maximum: maximumPasswordLength,
};

function fieldText(text: Text, problem: FieldProblem): string {
  return text(problem, problem === 'nameTooLong' ? { maximum: maximumNameLength } : limits);
}

interface Field {
  name: RegistrationField;
  label: string;
  type: 'email' | 'text' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
}

function field(text: Text, problems: FieldProblems, input: Field): string {
  const problem = problems[input.name];
  const described = [problem ? `${input.name}-error` : '', input.hint ? `${input.name}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const value = input.type === 'password' ? '' : ` value="${escapeHtml(input.value ?? '')}"`;
  return `<label for="${input.name}">${escapeHtml(input.label)}</label>
<input id="${input.name}" name="${input.name}" type="${input.type}"${value} autocomplete="${input.autocomplete}" required${input.type === 'email' ? ' autocapitalize="none" spellcheck="false"' : ''}${problem ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${input.hint ? `<p id="${input.name}-hint" class="hint">${escapeHtml(input.hint)}</p>\n` : ''}${problem ? `<p id="${input.name}-error" class="field-error">${escapeHtml(fieldText(text, problem))}</p>\n` : ''}`;
}

function throttledText(text: Text, throttled: Throttled): string {
  return text('tooManyRequests', { minutes: Math.max(1, Math.ceil(throttled.seconds / 60)) });
}

function alert(message: string | undefined): string {
  return message
    ? `<p id="input-error" class="error" role="alert">${escapeHtml(message)}</p>\n`
    : '';
}

export interface RegistrationForm {
  action: string;
  /** Where "already have an account" leads: the personal area, which asks to sign in. */
  signIn: string;
  values?: Partial<Record<'email' | 'firstName' | 'lastName', string>>;
  problems?: FieldProblems;
  throttled?: Throttled;
}

export function registrationPage(context: PageContext, form: RegistrationForm): string {
  const text = textsOf(context);
  const problems = form.problems ?? {};
  const values = form.values ?? {};
  const message = form.throttled
    ? throttledText(text, form.throttled)
    : Object.keys(problems).length > 0
      ? text('formHasErrors')
      : undefined;
  return page(
    context,
    text('registrationTitle'),
    `<h1 id="kc-page-title">${escapeHtml(text('registrationHeading'))}</h1>
${alert(message)}<form id="kc-register-form" method="post" action="${escapeHtml(form.action)}" novalidate>
${field(text, problems, { name: 'email', label: text('email'), type: 'email', autocomplete: 'email', value: values.email })}${field(text, problems, { name: 'firstName', label: text('firstName'), type: 'text', autocomplete: 'given-name', value: values.firstName })}${field(text, problems, { name: 'lastName', label: text('lastName'), type: 'text', autocomplete: 'family-name', value: values.lastName })}${field(text, problems, { name: 'password', label: text('choosePassword'), type: 'password', autocomplete: 'new-password', hint: text('choosePasswordHint', limits) })}${field(text, problems, { name: 'password-confirm', label: text('repeatChosenPassword'), type: 'password', autocomplete: 'new-password' })}<input id="kc-register" type="submit" value="${escapeHtml(text('register'))}">
</form>
<p class="options"><a href="${escapeHtml(form.signIn)}">${escapeHtml(text('haveAccount'))}</a></p>`,
  );
}

/** "Check your mailbox": after a registration, a resent link or a reset request. */
export function checkMailboxPage(
  context: PageContext,
  message: 'registrationSent' | 'verificationResent' | 'resetSent',
  email: string,
  signIn: string,
  throttled?: Throttled | null,
): string {
  const text = textsOf(context);
  return page(
    context,
    text('checkMailboxTitle'),
    `<h1 role="status">${escapeHtml(text('checkMailbox'))}</h1>
${throttled ? alert(throttledText(text, throttled)) : `<p>${escapeHtml(text(message, { email }))}</p>`}
<p class="options"><a href="${escapeHtml(signIn)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}

export interface ResetRequestForm {
  action: string;
  signIn: string;
  email?: string;
  problem?: 'emailMissing' | 'emailInvalid';
  throttled?: Throttled;
}

export function resetRequestPage(context: PageContext, form: ResetRequestForm): string {
  const text = textsOf(context);
  const problems: FieldProblems = form.problem ? { email: form.problem } : {};
  return page(
    context,
    text('resetTitle'),
    `<h1 id="kc-page-title">${escapeHtml(text('resetHeading'))}</h1>
${alert(form.throttled ? throttledText(text, form.throttled) : undefined)}<p>${escapeHtml(text('resetIntro'))}</p>
<form id="kc-reset-password-form" method="post" action="${escapeHtml(form.action)}" novalidate>
${field(text, problems, { name: 'email', label: text('email'), type: 'email', autocomplete: 'email', value: form.email })}<input id="kc-reset" type="submit" value="${escapeHtml(text('sendResetLink'))}">
</form>
<p class="options"><a href="${escapeHtml(form.signIn)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}

export interface NewPasswordForm {
  action: string;
  key: string;
  problems?: FieldProblems;
}

export function newPasswordPage(context: PageContext, form: NewPasswordForm): string {
  const text = textsOf(context);
  const problems = form.problems ?? {};
  return page(
    context,
    text('newPasswordTitle'),
    `<h1 id="kc-page-title">${escapeHtml(text('newPasswordHeading'))}</h1>
${alert(Object.keys(problems).length > 0 ? text('formHasErrors') : undefined)}<form id="kc-passwd-update-form" method="post" action="${escapeHtml(form.action)}" novalidate>
<input type="hidden" name="key" value="${escapeHtml(form.key)}">
${field(text, problems, { name: 'password', label: text('newPassword'), type: 'password', autocomplete: 'new-password', hint: text('choosePasswordHint', limits) })}${field(text, problems, { name: 'password-confirm', label: text('repeatPassword'), type: 'password', autocomplete: 'new-password' })}<input id="kc-submit" type="submit" value="${escapeHtml(text('savePassword'))}">
</form>`,
  );
}

/** Asks before the address is confirmed, so that a mail scanner opening the link confirms nothing. */
export function confirmEmailPage(
  context: PageContext,
  form: { action: string; key: string; email: string },
): string {
  const text = textsOf(context);
  return page(
    context,
    text('confirmEmailTitle'),
    `<h1 id="kc-page-title">${escapeHtml(text('confirmEmailHeading'))}</h1>
<p>${escapeHtml(text('confirmEmailText', { email: form.email }))}</p>
<form id="kc-verify-email-form" method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="key" value="${escapeHtml(form.key)}">
<input id="kc-confirm" type="submit" value="${escapeHtml(text('confirmEmail'))}">
</form>`,
  );
}

/** The end of a link's action: confirmed address or new password, and the way to sign in. */
export function actionDonePage(
  context: PageContext,
  message: 'emailConfirmed' | 'passwordReset',
  signIn: string,
): string {
  const text = textsOf(context);
  return page(
    context,
    text(message === 'emailConfirmed' ? 'confirmEmailTitle' : 'newPasswordTitle'),
    `<h1 role="status">${escapeHtml(text(message))}</h1>
<p class="options"><a id="kc-sign-in" href="${escapeHtml(signIn)}">${escapeHtml(text('signInNow'))}</a></p>`,
  );
}

export function linkInvalidPage(context: PageContext, signIn: string): string {
  const text = textsOf(context);
  return page(
    context,
    text('linkInvalidTitle'),
    `<h1>${escapeHtml(text('linkInvalid'))}</h1>
<p class="options"><a href="${escapeHtml(signIn)}">${escapeHtml(text('backToPortal'))}</a></p>`,
  );
}
