import { useIntl } from 'react-intl';
import { centred, spinner } from './Spinner.css';
import { messages } from './messages';

export interface SpinnerProps {
  size?: 'small' | 'standard' | 'large';
  tone?: 'brand' | 'inherit';
  /** Centres the spinner in a padded block, as a page or tab shows while it loads. */
  block?: boolean;
}

export function Spinner({ size, tone, block = false }: SpinnerProps) {
  const intl = useIntl();
  const indicator = (
    <span
      role="status"
      aria-label={intl.formatMessage(messages.loading)}
      className={spinner({ size, tone })}
    />
  );
  return block ? <div className={centred}>{indicator}</div> : indicator;
}
