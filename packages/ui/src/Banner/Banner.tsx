import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../classNames';
import * as styles from './Banner.css';
import { messages } from './messages';
import { CloseIcon, ToneIcon, type Tone } from './ToneIcon';

export type BannerTone = Tone;

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button that calls this; what dismissing means is the caller's. */
  onDismiss?: () => void;
  className?: string;
}

/** A notice across the content: errors are alerts, everything else a status. */
export function Banner({ tone = 'info', title, children, onDismiss, className }: BannerProps) {
  const intl = useIntl();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.banner({ tone }), className)}
    >
      <ToneIcon tone={tone} className={styles.icon({ tone })} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={intl.formatMessage(messages.dismiss)}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
