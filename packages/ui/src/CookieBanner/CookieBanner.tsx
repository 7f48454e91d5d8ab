import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import {
  consentChoices,
  consentStore,
  decisionsOfChoice,
  isDecided,
  optionalConsentCategories,
  type ConsentChoice,
  type ConsentDecisions,
} from '../ConsentGate/consentStore';
import { useConsentRecord } from '../ConsentGate/useConsent';
import { cx } from '../classNames';
import { Heading } from '../Heading';
import {
  actions,
  banner,
  category as categoryStyle,
  categoryDescription,
  categoryList,
  categoryName,
  checkbox,
  inner,
  settings,
  settingsPanel,
  settingsSummary,
  text,
} from './CookieBanner.css';
import { messages as bannerMessages, settingsMessages } from './messages';

const categoryTexts = {
  necessary: {
    name: settingsMessages.necessaryName,
    description: settingsMessages.necessaryDescription,
  },
  map: { name: settingsMessages.mapName, description: settingsMessages.mapDescription },
  media: { name: settingsMessages.mediaName, description: settingsMessages.mediaDescription },
  statistics: {
    name: settingsMessages.statisticsName,
    description: settingsMessages.statisticsDescription,
  },
};

export interface CookieBannerProps {
  /** The privacy policy page, linked from the banner text. */
  privacyUrl: string;
  /**
   * Where the form posts the choice when no script of the page handles it: a server that sets
   * the consent cookie and sends the visitor back to `returnTo`.
   */
  action?: string;
  /** The page the server sends the visitor back to after a posted choice. */
  returnTo?: string;
  /** Shows the categories at once, each ticked as decided (the footer's "Cookie settings"). */
  settingsOpen?: boolean;
  /** The decisions known where the store cannot be read (a server's render of the cookie). */
  decided?: ConsentDecisions;
  className?: string;
}

/**
 * Asks for consent to cookies and third-party content until the visitor has decided on every
 * category; "only necessary" is as easy to reach as "accept all", and the categories are one
 * disclosure away. A form: it works as the server rendered it, without any script.
 */
export function CookieBanner({
  privacyUrl,
  action,
  returnTo,
  settingsOpen = false,
  decided,
  className,
}: CookieBannerProps) {
  const intl = useIntl();
  const titleId = useId();
  const idPrefix = useId();
  const record = useConsentRecord();
  const [done, setDone] = useState(false);
  const decisions = decided ?? record.categories;

  if (done || (isDecided(record) && !settingsOpen)) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = consentChoices.find((each) => each === submitter?.value) ?? 'selection';
    const ticked = new FormData(event.currentTarget).getAll('category').map(String);
    consentStore.decide(decisionsOfChoice(choice, ticked));
    setDone(true);
  };

  const choiceButton = (choice: ConsentChoice, label: ReactNode, secondary = false) => (
    <Button
      type="submit"
      name="choice"
      value={choice}
      variant={secondary ? 'secondary' : undefined}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={cx(banner, className)}>
      <form method="post" action={action} className={inner} onSubmit={submit} data-consent-form="">
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <div className={text}>
          <Heading level={2} size="h4" id={titleId}>
            {intl.formatMessage(bannerMessages.title)}
          </Heading>
          <p>
            {intl.formatMessage(bannerMessages.text, {
              link: (chunks: ReactNode[]) => <a href={privacyUrl}>{chunks}</a>,
            })}
          </p>
        </div>
        <div className={actions}>
          {choiceButton('necessary', intl.formatMessage(bannerMessages.onlyNecessary))}
          {choiceButton('all', intl.formatMessage(bannerMessages.acceptAll))}
        </div>
        <details className={settings} open={settingsOpen}>
          <summary className={cx(button({ variant: 'secondary' }), settingsSummary)}>
            {intl.formatMessage(bannerMessages.settings)}
          </summary>
          <fieldset className={settingsPanel}>
            <legend>{intl.formatMessage(settingsMessages.description)}</legend>
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
                      name={necessary ? undefined : 'category'}
                      value={category}
                      className={checkbox}
                      aria-describedby={`${id}-description`}
                      defaultChecked={necessary || decisions[category] === 'accepted'}
                      disabled={necessary}
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
            <div>{choiceButton('selection', intl.formatMessage(settingsMessages.save), true)}</div>
          </fieldset>
        </details>
      </form>
    </section>
  );
}
