import { Button } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import { notice } from './PersonalForm.css';

/** Says that unsaved input came back after a reload, with a way to drop it. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const intl = useIntl();
  return (
    <div className={notice} role="status">
      <span>{intl.formatMessage(formMessages.draftRestored)}</span>
      <Button variant="ghost" size="small" onClick={onDiscard}>
        {intl.formatMessage(formMessages.discardDraft)}
      </Button>
    </div>
  );
}
