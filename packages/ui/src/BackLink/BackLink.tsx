import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useInRouterContext, useNavigate } from 'react-router';
import { Link } from '../Link';
import { cx } from '../classNames';
import { arrow, backLink } from './BackLink.css';
import { messages } from './messages';

export interface BackLinkProps {
  /** Where to go back to; without it the link goes one step back in the history. */
  to?: string;
  /** Replaces the text "Zurück". */
  label?: ReactNode;
  /** Called on activation, before navigating; `preventDefault()` stops the navigation. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}

function Arrow() {
  return (
    <svg className={arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M10 3 5 8l5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A link back: to `to`, or one step back in the history. */
export function BackLink({ to, label, onClick, className }: BackLinkProps) {
  const intl = useIntl();
  const inRouter = useInRouterContext();
  const classes = cx(backLink, className);
  const content = (
    <>
      <Arrow />
      {label ?? intl.formatMessage(messages.back)}
    </>
  );
  if (to !== undefined) {
    return (
      <Link link={{ url: to }} className={classes} onClick={onClick}>
        {content}
      </Link>
    );
  }
  const Back = inRouter ? RouterHistoryBack : WindowHistoryBack;
  return (
    <Back className={classes} onClick={onClick}>
      {content}
    </Back>
  );
}

interface HistoryBackProps {
  className: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

function HistoryBackButton({
  go,
  className,
  onClick,
  children,
}: HistoryBackProps & { go: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) go();
      }}
    >
      {children}
    </button>
  );
}

function RouterHistoryBack(props: HistoryBackProps) {
  const navigate = useNavigate();
  return <HistoryBackButton {...props} go={() => void navigate(-1)} />;
}

function WindowHistoryBack(props: HistoryBackProps) {
  return <HistoryBackButton {...props} go={() => window.history.back()} />;
}
