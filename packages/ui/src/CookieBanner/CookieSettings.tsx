import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from 'radix-ui';
import { Button } from '../Button';
import { cx } from '../classNames';
import { Heading } from '../Heading';
import {
  consentStore,
  decideAll,
  optionalConsentCategories,
  type ConsentDecisions,
  type OptionalConsentCategory,
} from '../ConsentGate/consentStore';
import { useConsentRecord } from '../ConsentGate/useConsent';
import { themeRoot } from '../theme/reset.css';
import {
  category as categoryStyle,
  categoryDescription,
  categoryList,
  categoryName,
  checkbox,
  closeButton,
  closeIcon,
  dialog,
  dialogActions,
  dialogTitle,
  form,
  overlay,
} from './CookieBanner.css';
import { messages as bannerMessages, settingsMessages as messages } from './messages';

const categoryTexts = {
  necessary: { name: messages.necessaryName, description: messages.necessaryDescription },
  map: { name: messages.mapName, description: messages.mapDescription },
  media: { name: messages.mediaName, description: messages.mediaDescription },
  statistics: { name: messages.statisticsName, description: messages.statisticsDescription },
};

export interface CookieSettingsProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** For a dialog opened from elsewhere; without these it opens from `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dialog with one checkbox per consent category. Opened from the cookie banner, and from
 * anywhere else the visitor may change their mind (a footer link).
 */
export function CookieSettings({ trigger, open, onOpenChange }: CookieSettingsProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* The portal sits outside the page's theme root, so the dialog brings its own. */}
        <Dialog.Overlay className={cx(themeRoot, overlay)} />
        <Dialog.Content className={cx(themeRoot, dialog)}>
          <SettingsForm onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const idPrefix = useId();
  const record = useConsentRecord();
  // Undecided categories start unticked: consent is opt-in.
  const [accepted, setAccepted] = useState(
    () =>
      new Set(
        optionalConsentCategories.filter((category) => record.categories[category] === 'accepted'),
      ),
  );

  const save = (decisions: ConsentDecisions) => {
    consentStore.decide(decisions);
    onDone();
  };

  const saveSelection = (event: FormEvent) => {
    event.preventDefault();
    save(
      Object.fromEntries(
        optionalConsentCategories.map((category) => [
          category,
          accepted.has(category) ? 'accepted' : 'declined',
        ]),
      ),
    );
  };

  const toggle = (category: OptionalConsentCategory, checked: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (checked) next.add(category);
      else next.delete(category);
      return next;
    });

  const acceptAll = () => save(decideAll('accepted'));

  return (
    <form className={form} onSubmit={saveSelection}>
      <Dialog.Title asChild>
        <Heading level={2} size="h3" className={dialogTitle}>
          {intl.formatMessage(messages.title)}
        </Heading>
      </Dialog.Title>
      <Dialog.Description>{intl.formatMessage(messages.description)}</Dialog.Description>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={categoryList}>
        {(['necessary', ...optionalConsentCategories] as const).map((category) => {
          const id = `${idPrefix}-${category}`;
          const texts = categoryTexts[category];
          const necessary = category === 'necessary';
          return (
            <li key={category} className={categoryStyle}>
              <input
                id={id}
                type="checkbox"
                className={checkbox}
                aria-describedby={`${id}-description`}
                checked={necessary || accepted.has(category)}
                disabled={necessary}
                onChange={(event) => {
                  if (!necessary) toggle(category, event.target.checked);
                }}
              />
              <label htmlFor={id} className={categoryName}>
                {intl.formatMessage(texts.name)}
              </label>
              <p id={`${id}-description`} className={categoryDescription}>
                {intl.formatMessage(texts.description)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={dialogActions}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(messages.save)}
        </Button>
        <Button onClick={acceptAll}>{intl.formatMessage(bannerMessages.acceptAll)}</Button>
      </div>
      <Dialog.Close className={closeButton} aria-label={intl.formatMessage(messages.close)}>
        <svg className={closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Dialog.Close>
    </form>
  );
}
