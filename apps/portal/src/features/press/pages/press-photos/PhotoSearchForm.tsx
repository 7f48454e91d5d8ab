import { pressPhotoCategories, type PressPhotoQuery } from '@lindner/api/schema';
import { Button, Select, TextField } from '@lindner/ui';
import { useIntl } from 'react-intl';
import * as styles from '../../components/press.css';
import { categoryMessages, photoMessages } from '../../messages';

/** The photo search: words and a category, a GET form that works without JavaScript. */
export function PhotoSearchForm({ query, action }: { query: PressPhotoQuery; action: string }) {
  const intl = useIntl();
  return (
    <form
      // The fields start from the address's search: Back shows that search's words.
      key={`${query.q ?? ''}|${query.category ?? ''}`}
      method="get"
      action={action}
      role="search"
      className={styles.filterForm}
      aria-label={intl.formatMessage(photoMessages.search)}
    >
      <div className={styles.filterField}>
        <TextField
          name="q"
          type="search"
          label={intl.formatMessage(photoMessages.words)}
          maxLength={100}
          defaultValue={query.q}
        />
      </div>
      <div className={styles.filterField}>
        <Select
          name="category"
          label={intl.formatMessage(photoMessages.category)}
          placeholder={intl.formatMessage(photoMessages.anyCategory)}
          options={pressPhotoCategories.map((category) => ({
            value: category,
            label: intl.formatMessage(categoryMessages[category]),
          }))}
          defaultValue={query.category}
        />
      </div>
      <Button type="submit">{intl.formatMessage(photoMessages.apply)}</Button>
    </form>
  );
}
