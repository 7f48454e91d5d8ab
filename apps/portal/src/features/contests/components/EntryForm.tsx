import type { ContestKind } from '@lindner/api/schema';
import { Button, Heading } from '@lindner/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@lindner/i18n';
import { entryFormMessages as text } from '../formMessages';
import { emptyEntry, entryPayload, entryProblems, type EntryValues } from '../entryRules';
import * as styles from './contests.css';
import { sendEntry, type EntryOutcome } from './sendEntry';
import type { ApiAddress } from './sendVote';

export interface EntryFormProps {
  contest: ContestKind;
  api: ApiAddress;
  termsHref: string;
  privacyHref: string;
  /** A stand-in for the API (stories). */
  send?: typeof sendEntry;
}

const ageBands = [
  ['up-to-6', text.ageUpTo6],
  ['7-10', text.age7To10],
  ['11-14', text.age11To14],
] as const;

/**
 * The contest's entry form: the kind's fields, checked here with the server's wording before
 * sending; the server's field errors show at their fields, and nothing typed is lost. Sent, the
 * server's thanks ("after review", "on the next working day") takes the form's place.
 */
export function EntryForm({
  contest,
  api,
  termsHref,
  privacyHref,
  send = sendEntry,
}: EntryFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<EntryValues>(emptyEntry);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<EntryOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = <Key extends keyof EntryValues>(key: Key, value: EntryValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setShown(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = entryProblems(contest, values);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, intl.formatMessage(text[key])]),
    );
    setShown(messages);
    setOutcome(null);
    if (Object.keys(messages).length > 0) {
      focusFirst();
      return;
    }
    setSending(true);
    const answer = await send(
      contest,
      file.current?.files?.[0] ?? null,
      (pictureId) => entryPayload(contest, values, pictureId),
      api,
      locale,
    );
    setSending(false);
    setOutcome(answer);
    if (!answer.ok) {
      setShown(answer.fieldErrors);
      focusFirst();
    }
  };

  const focusFirst = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  if (outcome?.ok) {
    return (
      <div className={styles.takePart} role="status">
        <p className={styles.success}>{outcome.message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(emptyEntry);
            setOutcome(null);
          }}
        >
          {intl.formatMessage(text.sendAnother)}
        </Button>
      </div>
    );
  }

  const field = (
    name: keyof EntryValues,
    label: string,
    input: (props: {
      id: string;
      'aria-invalid': boolean;
      'aria-describedby': string | undefined;
    }) => ReactNode,
  ) => {
    const error = shown[name];
    const fieldId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        {input({
          id: fieldId,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        })}
        {error ? (
          <p id={`${fieldId}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const textField = (name: keyof EntryValues, label: string, type = 'text', auto?: string) =>
    field(name, label, (props) => (
      <input
        {...props}
        className={styles.input}
        type={type}
        autoComplete={auto}
        value={values[name] as string}
        onChange={(event) => set(name, event.currentTarget.value as never)}
      />
    ));
  const checkbox = (name: 'termsAccepted' | 'privacyConsent', label: string, href: string) => {
    const error = shown[name];
    const fieldId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label className={styles.consent} htmlFor={fieldId}>
          <input
            id={fieldId}
            type="checkbox"
            className={styles.consentBox}
            checked={values[name]}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => set(name, event.currentTarget.checked)}
          />
          <span>{label}</span>
        </label>
        <a href={href}>
          {intl.formatMessage(name === 'termsAccepted' ? text.termsLink : text.privacyLink)}
        </a>
        {error ? (
          <p id={`${fieldId}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={form}
      // Never GET: without JavaScript a form would put what was typed into the address.
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <Heading level={2} size="h4" id={`${id}-heading`}>
        {intl.formatMessage(text.heading)}
      </Heading>
      {field(
        'picture',
        intl.formatMessage(contest === 'drawing-contest' ? text.drawing : text.picture),
        (props) => (
          <input
            {...props}
            ref={file}
            className={styles.input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => set('picture', (event.currentTarget.files?.length ?? 0) > 0)}
          />
        ),
      )}
      {contest === 'photo-contest' ? textField('title', intl.formatMessage(text.title)) : null}
      {contest === 'moment-contest' ? (
        <>
          {textField('videoUrl', intl.formatMessage(text.videoUrl), 'url')}
          {field('description', intl.formatMessage(text.description), (props) => (
            <textarea
              {...props}
              className={styles.input}
              rows={4}
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
            />
          ))}
        </>
      ) : null}
      {contest === 'drawing-contest' ? (
        <>
          {textField('drawerFirstName', intl.formatMessage(text.drawerFirstName))}
          {field('ageBand', intl.formatMessage(text.ageBand), (props) => (
            <select
              {...props}
              className={styles.input}
              value={values.ageBand}
              onChange={(event) => set('ageBand', event.currentTarget.value)}
            >
              <option value="">{intl.formatMessage(text.chooseAge)}</option>
              {ageBands.map(([band, label]) => (
                <option key={band} value={band}>
                  {intl.formatMessage(label)}
                </option>
              ))}
            </select>
          ))}
        </>
      ) : null}
      {textField('firstName', intl.formatMessage(text.firstName), 'text', 'given-name')}
      {textField('lastName', intl.formatMessage(text.lastName), 'text', 'family-name')}
      {textField('email', intl.formatMessage(text.email), 'email', 'email')}
      {contest === 'drawing-contest' ? (
        <>
          {textField('street', intl.formatMessage(text.street), 'text', 'street-address')}
          {textField('zip', intl.formatMessage(text.zip), 'text', 'postal-code')}
          {textField('city', intl.formatMessage(text.city), 'text', 'address-level2')}
          {checkbox('termsAccepted', intl.formatMessage(text.terms), termsHref)}
        </>
      ) : null}
      {checkbox('privacyConsent', intl.formatMessage(text.privacy), privacyHref)}
      {outcome && !outcome.ok ? (
        <p role="alert" className={styles.fieldError}>
          {outcome.message ?? intl.formatMessage(text.failed)}
        </p>
      ) : Object.keys(shown).length > 0 ? (
        <p role="alert" className={styles.fieldError}>
          {intl.formatMessage(text.fix)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={sending}>
        {intl.formatMessage(sending ? text.sending : text.submit)}
      </Button>
    </form>
  );
}
