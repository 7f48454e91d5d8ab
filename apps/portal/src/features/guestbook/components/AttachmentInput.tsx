import { guestbookAttachmentAccept } from '@lindner/api/schema';
import { FieldFrame } from '../../../shared/islandForm/fields';
import * as styles from '../../../shared/islandForm/fields.css';
import { useBoundField } from '../../../shared/islandForm/formControl';

/**
 * The optional file: the browser's own picker (a phone offers its camera), the chosen `File`
 * as the field's value. What it is, is checked by the server from its content.
 */
export function AttachmentInput({ label, description }: { label: string; description: string }) {
  const field = useBoundField('attachment', true);
  return (
    <FieldFrame field={field} label={label} description={description}>
      <input
        {...field.aria}
        id={field.ids.control}
        name={field.name}
        type="file"
        accept={guestbookAttachmentAccept}
        className={styles.control}
        onChange={(event) => field.change(event.target.files?.[0] ?? undefined)}
        onBlur={field.leave}
      />
    </FieldFrame>
  );
}
