import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { consentStore, decideAll, isDecided } from '../ConsentGate/consentStore';
import { useConsentRecord } from '../ConsentGate/useConsent';
import { cx } from '../classNames';
import { Heading } from '../Heading';
import { actions, banner, inner, text } from './CookieBanner.css';
import { CookieSettingsLauncher } from './CookieSettingsLauncher';
import { messages } from './messages';

export interface CookieBannerProps {
  /** The privacy policy page, linked from the banner text. */
  privacyUrl: string;
  className?: string;
}

/**
 * Asks for consent to cookies and third-party content until the visitor has decided on every
 * category; "only necessary" is as easy to reach as "accept all".
 */
export function CookieBanner({ privacyUrl, className }: CookieBannerProps) {
  const intl = useIntl();
  const titleId = useId();
  const record = useConsentRecord();

  if (isDecided(record)) return null;

  return (
    <section aria-labelledby={titleId} className={cx(banner, className)}>
      <div className={inner}>
        <div className={text}>
          <Heading level={2} size="h4" id={titleId}>
            {intl.formatMessage(messages.title)}
          </Heading>
          <p>
            {intl.formatMessage(messages.text, {
              link: (chunks: ReactNode[]) => <a href={privacyUrl}>{chunks}</a>,
            })}
          </p>
        </div>
        <div className={actions}>
          <CookieSettingsLauncher
            trigger={<Button variant="secondary">{intl.formatMessage(messages.settings)}</Button>}
          />
          <Button onClick={() => consentStore.decide(decideAll('declined'))}>
            {intl.formatMessage(messages.onlyNecessary)}
          </Button>
          <Button onClick={() => consentStore.decide(decideAll('accepted'))}>
            {intl.formatMessage(messages.acceptAll)}
          </Button>
        </div>
      </div>
    </section>
  );
}
