import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';
import { ButtonAnchor } from '../ButtonLink/ButtonAnchor';
import { cx } from '../classNames';
import { fetchError, icon, text } from './FetchError.css';
import { messages } from './messages';

export type FetchErrorProps = {
  className?: string;
} & (
  | {
      /** Fetches again; the page or tab shows its spinner meanwhile. */
      onRetry: () => void;
      /** Disables Retry while the new fetch runs, when the block stays visible meanwhile. */
      retrying?: boolean;
      retryHref?: never;
    }
  | {
      /**
       * Retry as a link to the page again: for a page the server rendered that runs no script
       * of its own, where a button could do nothing.
       */
      retryHref: string;
      onRetry?: never;
      retrying?: never;
    }
);

/** Shown in place of a page's or tab's content when its data could not be fetched. */
export function FetchError({ onRetry, retryHref, retrying = false, className }: FetchErrorProps) {
  return (
    <div role="alert" className={cx(fetchError, className)}>
      <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="17" r="1.3" fill="currentColor" />
      </svg>
      <p className={text}>
        <FormattedMessage {...messages.message} />
      </p>
      {retryHref !== undefined ? (
        <ButtonAnchor variant="secondary" href={retryHref}>
          <FormattedMessage {...messages.retry} />
        </ButtonAnchor>
      ) : (
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      )}
    </div>
  );
}
