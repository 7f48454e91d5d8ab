import { pressPhotoCategories, type PressPhotoQuery } from '@lindner/api/schema';
import { Button } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../components/press.css';
import { categoryMessages, photoMessages } from '../../messages';

/** The photo search: words and a category, a GET form that works without JavaScript. */
export function PhotoSearchForm({ query, action }: { query: PressPhotoQuery; action: string }) {
  const intl = useIntl();
  const id = useId();
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
        <label htmlFor={`${id}-q`} className={styles.label}>
          {intl.formatMessage(photoMessages.words)}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={100}
          className={styles.input}
          defaultValue={query.q ?? ''}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          {intl.formatMessage(photoMessages.category)}
        </label>
        <select
          id={`${id}-category`}
          name="category"
          className={styles.input}
          defaultValue={query.category ?? ''}
        >
          <option value="">{intl.formatMessage(photoMessages.anyCategory)}</option>
          {pressPhotoCategories.map((category) => (
            <option key={category} value={category}>
              {intl.formatMessage(categoryMessages[category])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{intl.formatMessage(photoMessages.apply)}</Button>
    </form>
  );
}
