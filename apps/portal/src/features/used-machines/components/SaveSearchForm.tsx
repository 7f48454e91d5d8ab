import { savedMachineSearchNameLength, type SavedMachineSearchInput } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Button, Text, TextField } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { Link } from '@lindner/ui/router';
import { FORM_ERROR } from 'final-form';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { saveSearchMessages } from '../savedSearchMessages';
import { queryOfSaved, suggestedSearchName } from '../savedSearchSummary';
import * as styles from './SaveSearch.css';
import { SaveSearchLink } from './SaveSearchLink';

export interface SaveSearchDisclosureProps {
  /** The list's search as its query string (see `SaveSearchProps`). */
  query: string;
  onSave: (input: SavedMachineSearchInput) => Promise<SubmitOutcome | null>;
}

/** "Suche speichern" for a signed-in user, without the API: a button that opens the form. */
export function SaveSearchDisclosure({ query, onSave }: SaveSearchDisclosureProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.saveSearch}>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {intl.formatMessage(saveSearchMessages.open)}
      </Button>
      <div id={panelId} hidden={!open} className={styles.saveSearch}>
        {open ? <SaveSearchForm query={query} onSave={onSave} bookmarksLink /> : null}
      </div>
    </div>
  );
}

export interface SaveSearchViewProps extends SaveSearchDisclosureProps {
  /** Signed in: the form; signed out: the link that signs in on the way to it. */
  signedIn: boolean;
}

/** The control as `SaveSearch` shows it, without the sign-on and the API (stories). */
export function SaveSearchView({ signedIn, ...props }: SaveSearchViewProps) {
  return signedIn ? <SaveSearchDisclosure {...props} /> : <SaveSearchLink query={props.query} />;
}

export interface SaveSearchFormProps {
  query: string;
  onSave: (input: SavedMachineSearchInput) => Promise<SubmitOutcome | null>;
  /** Called once saved (the bookmarks page drops its `?save=` then). */
  onSaved?: () => void;
  /** The notice after saving links to the bookmarks page (not on that page itself). */
  bookmarksLink?: boolean;
  /** The element that names the form; without it, the form has its own label. */
  labelledBy?: string;
}

interface SaveValues {
  name?: string;
}

type Rejection = Extract<SubmitOutcome, { ok: false }> & { name: string };

/**
 * The name of the search (its filters' summary to start with) and the save button. The server's
 * message for the name shows at the field until it is changed; any other refusal (such as too
 * many saved searches, HTTP 409) above the button. Nothing typed is lost.
 */
export function SaveSearchForm({
  query,
  onSave,
  onSaved,
  bookmarksLink = false,
  labelledBy,
}: SaveSearchFormProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [saved, setSaved] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const initialValues = useMemo<SaveValues>(
    () => ({ name: suggestedSearchName(intl, queryOfSaved(query)) }),
    [intl, query],
  );
  const validate = useCallback(
    (values: SaveValues) => {
      const nameError = rejection?.fieldErrors.name;
      return nameError && (values.name ?? '') === rejection.name ? { name: nameError } : {};
    },
    [rejection],
  );

  if (saved) {
    return (
      <SavedNotice bookmarksUrl={bookmarksLink ? localizePath('bookmarks', {}, locale) : null} />
    );
  }

  const submit = async (values: SaveValues) => {
    const name = (values.name ?? '').trim();
    const outcome = await onSave({ name, query });
    if (outcome === null) return undefined;
    if (outcome.ok) {
      setRejection(null);
      setSaved(true);
      onSaved?.();
      return undefined;
    }
    setRejection({ ...outcome, name: values.name ?? '' });
    return { [FORM_ERROR]: outcome };
  };

  const otherErrors = rejection
    ? Object.entries(rejection.fieldErrors).filter(([field]) => field !== 'name')
    : [];
  const showBanner =
    rejection !== null &&
    (rejection.message !== null || otherErrors.length > 0 || !rejection.fieldErrors.name);

  return (
    <Form<SaveValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <form
          method="post"
          noValidate
          className={styles.form}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : intl.formatMessage(saveSearchMessages.open)}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Text size="small">{intl.formatMessage(saveSearchMessages.intro)}</Text>
          <TextField
            name="name"
            label={intl.formatMessage(saveSearchMessages.name)}
            required
            check={(value) =>
              typeof value === 'string' && value.trim() !== ''
                ? undefined
                : intl.formatMessage(saveSearchMessages.nameRequired)
            }
            maxLength={savedMachineSearchNameLength}
            autoComplete="off"
          />
          {showBanner ? (
            <Banner tone="error" title={intl.formatMessage(saveSearchMessages.notSaved)}>
              {rejection.message !== null ? <p>{rejection.message}</p> : null}
              {otherErrors.map(([field, message]) => (
                <p key={field}>{message}</p>
              ))}
              {rejection.message === null && otherErrors.length === 0 ? (
                <p>{intl.formatMessage(saveSearchMessages.generalError)}</p>
              ) : null}
            </Banner>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {intl.formatMessage(saveSearchMessages.submit)}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** The success notice in the form's place; focus moves to it, so it is heard. */
function SavedNotice({ bookmarksUrl }: { bookmarksUrl: string | null }) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <Banner tone="success">
        <p>{intl.formatMessage(saveSearchMessages.saved)}</p>
        {bookmarksUrl ? (
          <p>
            <Link link={{ url: bookmarksUrl }}>
              {intl.formatMessage(saveSearchMessages.toBookmarks)}
            </Link>
          </p>
        ) : null}
      </Banner>
    </div>
  );
}
