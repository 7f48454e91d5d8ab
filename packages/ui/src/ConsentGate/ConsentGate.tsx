import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { cx } from '../classNames';
import { explanation, loaded, note, placeholder as placeholderStyle } from './ConsentGate.css';
import { consentStore, type OptionalConsentCategory } from './consentStore';
import { messages } from './messages';
import { useConsentStatus } from './useConsent';

export interface ConsentGateProps {
  /** What the content is, for the consent it needs: 'map', 'media' or 'statistics'. */
  category: OptionalConsentCategory;
  /** Who the content comes from, named in the placeholder, e.g. "OpenStreetMap". */
  provider: string;
  /** Replaces the standard explanation of what loads and from whom. */
  placeholder?: ReactNode;
  /** Sizes the placeholder and the content alike, so accepting does not shift the page. */
  className?: string;
  /** The third-party content: rendered only after consent, so nothing loads before. */
  children: ReactNode;
}

/** Holds back third-party content until the visitor consents to its category. */
export function ConsentGate({
  category,
  provider,
  placeholder,
  className,
  children,
}: ConsentGateProps) {
  const intl = useIntl();
  const explanationId = useId();
  const status = useConsentStatus(category);
  const contentRef = useRef<HTMLDivElement>(null);
  const [acceptedHere, setAcceptedHere] = useState(false);

  useEffect(() => {
    // The button just pressed is gone; keep keyboard users where the content appeared.
    if (acceptedHere && status === 'accepted') contentRef.current?.focus();
  }, [acceptedHere, status]);

  if (status === 'accepted') {
    return (
      <div
        ref={contentRef}
        tabIndex={acceptedHere ? -1 : undefined}
        className={cx(loaded, className)}
      >
        {children}
      </div>
    );
  }

  const accept = () => {
    setAcceptedHere(true);
    consentStore.decide({ [category]: 'accepted' });
  };

  return (
    <div className={cx(placeholderStyle, className)}>
      <div id={explanationId} className={explanation}>
        {placeholder ?? <p>{intl.formatMessage(messages.explanation, { category, provider })}</p>}
      </div>
      <p className={note}>{intl.formatMessage(messages.remembered)}</p>
      <Button onClick={accept} aria-describedby={explanationId}>
        {intl.formatMessage(messages.accept)}
      </Button>
    </div>
  );
}
