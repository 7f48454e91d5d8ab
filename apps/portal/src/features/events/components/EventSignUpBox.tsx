import type { EventRegistration } from '@lindner/api/schema';
import { Banner, Button, Heading, Spinner, Text } from '@lindner/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './EventSignUpBox.css';
import { companionOptionMessage, signedUpMessage, signUpMessages } from '../eventSignUpMessages';
import { maxCompanions, type SignUpState } from '../signUpState';

export interface EventSignUpBoxProps {
  /** What the box shows (`signUpStateOf`). */
  state: SignUpState;
  /** The user's sign-up, when known. */
  registration?: EventRegistration | null;
  /** The event's places left, the latest known; null for unlimited. */
  placesLeft: number | null;
  /** How many companions one sign-up may bring; 0 for none. */
  companionsAllowed: number;
  /** A request (sign-up, change, sign-out) is on its way. */
  busy?: boolean;
  /** Why the last request failed, as the user reads it; null without a failure. */
  error?: string | null;
  /**
   * The way in to an online event, for the signed-up user (`OnlineLink`). The links are slots:
   * they load with the signed-in part, not with every visit of a public event.
   */
  onlineLink?: ReactNode;
  /** The way to a training's missing conditions, state `conditionsMissing` (`ConditionsLink`). */
  conditionsLink?: ReactNode;
  onSignIn: () => void;
  /** Each resolves true when the server took the request. */
  onRegister: (companions: number) => Promise<boolean>;
  onChange: (companions: number) => Promise<boolean>;
  onCancel: () => Promise<boolean>;
  /** Fetches the user's sign-up again (state `loadFailed`). */
  onRetry: () => void;
}

type RegisteredMode = 'view' | 'change' | 'confirmCancel';

/**
 * Signing up for an event or a training (SPEC.md section 4): the visitor's sign-in, the open
 * sign-up with its companions, "ausgebucht" without a button, and a sign-up to change or cancel.
 * The companion count typed stays when a request fails.
 */
export function EventSignUpBox({
  state,
  registration,
  placesLeft,
  companionsAllowed,
  busy = false,
  error = null,
  onlineLink = null,
  conditionsLink = null,
  onSignIn,
  onRegister,
  onChange,
  onCancel,
  onRetry,
}: EventSignUpBoxProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [companions, setCompanions] = useState(0);
  const [mode, setMode] = useState<RegisteredMode>('view');
  // Renders once more after a request went through, for the focus to move in its effect.
  const [, setSettled] = useState(0);
  const focusAfter = useRef<'heading' | 'first' | null>(null);
  const firstControl = useRef<HTMLElement | null>(null);

  // After a state change the button pressed is gone: the focus goes to the box's heading (or to
  // the first control of a step just opened), not to the page's start.
  useEffect(() => {
    if (focusAfter.current === 'heading') heading.current?.focus();
    if (focusAfter.current === 'first') firstControl.current?.focus();
    focusAfter.current = null;
  });

  const held = state === 'registered' && registration ? registration.companions : null;
  const max = maxCompanions(companionsAllowed, placesLeft, held);
  const full = placesLeft !== null && placesLeft <= 0;

  const registerSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onRegister(Math.min(companions, max))) {
      focusAfter.current = 'heading';
      setMode('view');
      setSettled((count) => count + 1);
    }
  };
  const changeSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onChange(Math.min(companions, max))) {
      focusAfter.current = 'heading';
      setMode('view');
      setSettled((count) => count + 1);
    }
  };
  const confirmCancel = async () => {
    if (await onCancel()) {
      focusAfter.current = 'heading';
      setCompanions(0);
      setMode('view');
      setSettled((count) => count + 1);
    }
  };
  const open = (next: RegisteredMode) => {
    if (next === 'change') setCompanions(registration?.companions ?? 0);
    focusAfter.current = 'first';
    setMode(next);
  };

  const companionField =
    max > 0 ? (
      <CompanionSelect
        value={Math.min(companions, max)}
        max={max}
        onChange={setCompanions}
        selectRef={(element) => {
          firstControl.current = element;
        }}
      />
    ) : null;

  const fullNotice = (
    <div className={styles.full}>
      <p className={styles.fullTitle}>{intl.formatMessage(signUpMessages.full)}</p>
      <Text as="p" size="small">
        {intl.formatMessage(signUpMessages.fullText)}
      </Text>
    </div>
  );

  let body;
  switch (state) {
    case 'signedOut':
      body = full ? (
        fullNotice
      ) : (
        <>
          <Text>{intl.formatMessage(signUpMessages.signInHint)}</Text>
          <div className={styles.actions}>
            <Button type="button" onClick={onSignIn}>
              {intl.formatMessage(signUpMessages.signIn)}
            </Button>
          </div>
        </>
      );
      break;
    case 'loading':
      body = (
        <div className={styles.actions}>
          <Spinner size="small" />
          <Text tone="muted">{intl.formatMessage(signUpMessages.loading)}</Text>
        </div>
      );
      break;
    case 'loadFailed':
      body = (
        <>
          <Text>{intl.formatMessage(signUpMessages.loadFailed)}</Text>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onRetry}>
              {intl.formatMessage(signUpMessages.retry)}
            </Button>
          </div>
        </>
      );
      break;
    case 'full':
      body = fullNotice;
      break;
    case 'conditionsMissing':
      body = (
        <>
          <Text>{intl.formatMessage(signUpMessages.trainingConditions)}</Text>
          {conditionsLink}
        </>
      );
      break;
    case 'open':
      body = (
        <form className={styles.form} onSubmit={registerSubmit} aria-labelledby={headingId}>
          {companionField}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {intl.formatMessage(signUpMessages.register)}
            </Button>
          </div>
        </form>
      );
      break;
    case 'registered':
      body = (
        <>
          <p className={styles.signedUp}>
            {intl.formatMessage(signedUpMessage, { count: registration?.companions ?? 0 })}
          </p>
          {onlineLink}
          {mode === 'change' ? (
            <form className={styles.form} onSubmit={changeSubmit} aria-labelledby={headingId}>
              {companionField}
              <div className={styles.actions}>
                <Button type="submit" busy={busy}>
                  {intl.formatMessage(signUpMessages.save)}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setMode('view')}>
                  {intl.formatMessage(signUpMessages.keepCompanions)}
                </Button>
              </div>
            </form>
          ) : mode === 'confirmCancel' ? (
            <div className={styles.form} role="group" aria-labelledby={`${headingId}-confirm`}>
              <Text id={`${headingId}-confirm`}>
                {intl.formatMessage(signUpMessages.confirmQuestion)}
              </Text>
              <div className={styles.actions}>
                <Button
                  type="button"
                  busy={busy}
                  onClick={() => void confirmCancel()}
                  ref={(element) => {
                    firstControl.current = element;
                  }}
                >
                  {intl.formatMessage(signUpMessages.confirmCancel)}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setMode('view')}>
                  {intl.formatMessage(signUpMessages.keep)}
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              {max > 0 || (registration?.companions ?? 0) > 0 ? (
                <Button type="button" variant="secondary" onClick={() => open('change')}>
                  {intl.formatMessage(signUpMessages.change)}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={() => open('confirmCancel')}>
                {intl.formatMessage(signUpMessages.cancel)}
              </Button>
            </div>
          )}
        </>
      );
      break;
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Heading
        level={2}
        size="h4"
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={styles.heading}
      >
        {intl.formatMessage(signUpMessages.heading)}
      </Heading>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {body}
    </section>
  );
}

function CompanionSelect({
  value,
  max,
  onChange,
  selectRef,
}: {
  value: number;
  max: number;
  onChange: (count: number) => void;
  selectRef: (element: HTMLSelectElement | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage(signUpMessages.companions)}
      </label>
      <select
        id={id}
        ref={selectRef}
        name="companions"
        className={styles.select}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: max + 1 }, (_, count) => (
          <option key={count} value={count}>
            {intl.formatMessage(companionOptionMessage, { count })}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className={styles.hint}>
        {intl.formatMessage(signUpMessages.companionsHint)}
      </span>
    </div>
  );
}
