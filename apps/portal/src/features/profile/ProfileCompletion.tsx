import { Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { completionHint } from './completion';
import { completionMessage, profileMessages } from './messages';
import * as styles from './ProfileCompletion.css';

const hintMessages = {
  halfway: profileMessages.hintHalfway,
  almostDone: profileMessages.hintAlmostDone,
  complete: profileMessages.hintComplete,
} as const;

/** How complete the profile is: the percentage as a bar, with the hints at 50 and 75 %. */
export function ProfileCompletion({ percent }: { percent: number }) {
  const intl = useIntl();
  const labelId = useId();
  const hint = completionHint(percent);
  const text = intl.formatMessage(completionMessage, {
    percent: intl.formatNumber(percent / 100, { style: 'percent' }),
  });
  return (
    <div className={styles.completion}>
      <Text id={labelId} size="large">
        {text}
      </Text>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.bar}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {hint === 'none' ? null : (
        <Text tone="neutral">{intl.formatMessage(hintMessages[hint])}</Text>
      )}
    </div>
  );
}
