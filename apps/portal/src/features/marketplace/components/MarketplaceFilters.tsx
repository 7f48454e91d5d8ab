import {
  adConditions,
  adKinds,
  adLimits,
  type ClassifiedAdQuery,
  type VehicleModel,
} from '@lindner/api/schema';
import { Button, Select } from '@lindner/ui';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  activeMarketplaceFilters,
  formSearch,
  marketplaceSearchString,
  readMarketplaceSearch,
} from '../marketplaceSearch';
import { conditionMessages, kindMessages, listMessages } from '../messages';
import * as styles from './marketplace.css';

export interface MarketplaceFiltersProps {
  query: ClassifiedAdQuery;
  /** The models of active ads (the API's list). */
  models: readonly VehicleModel[];
  /** The list's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the filters' query string (`?…`), to go to without reloading the page. */
  onSearch?: (search: string) => void;
}

const priceMax = adLimits.priceCents / 100;

/**
 * The marketplace's filters (offer or search, model, condition, price and year ranges): a GET
 * form that works without JavaScript, and with it goes to the filters' address without
 * reloading. Numbers are number fields, so the address only ever holds whole numbers.
 */
export function MarketplaceFilters({ query, models, action, onSearch }: MarketplaceFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const { query: chosen } = readMarketplaceSearch(formSearch(event.currentTarget));
    onSearch(marketplaceSearchString({ ...chosen, page: undefined }));
  };
  // A model of the address that no active ad has any more stays choosable, so the form shows it.
  const modelOptions =
    query.model && !models.some((model) => model.id === query.model)
      ? [...models, { id: query.model, name: query.model, series: '' }]
      : models;
  const range = (
    name: 'price' | 'year',
    min: number,
    max: number,
    values: [number | undefined, number | undefined],
  ) => (
    <fieldset className={styles.field}>
      <legend className={styles.label}>
        {intl.formatMessage(name === 'price' ? listMessages.price : listMessages.year)}
      </legend>
      <div className={styles.range}>
        {(['Min', 'Max'] as const).map((end, index) => (
          <div key={end} className={styles.field}>
            <label htmlFor={`${id}-${name}${end}`} className={styles.rangeLabel}>
              {intl.formatMessage(end === 'Min' ? listMessages.from : listMessages.to)}
            </label>
            <input
              id={`${id}-${name}${end}`}
              name={`${name}${end}`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              defaultValue={values[index] ?? ''}
              className={styles.input}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
  return (
    <form
      // The fields start from the address's filters: Back shows that search's filters.
      key={marketplaceSearchString({ ...query, page: undefined })}
      method="get"
      action={action}
      className={styles.filterForm}
      aria-label={intl.formatMessage(listMessages.filters)}
      onSubmit={submit}
    >
      <Select
        name="kind"
        label={intl.formatMessage(listMessages.kind)}
        placeholder={intl.formatMessage(listMessages.anyKind)}
        options={adKinds.map((kind) => ({
          value: kind,
          label: intl.formatMessage(kindMessages[kind]),
        }))}
        defaultValue={query.kind}
      />
      <Select
        name="model"
        label={intl.formatMessage(listMessages.model)}
        placeholder={intl.formatMessage(listMessages.anyModel)}
        options={modelOptions.map((model) => ({ value: model.id, label: model.name }))}
        defaultValue={query.model}
      />
      <Select
        name="condition"
        label={intl.formatMessage(listMessages.condition)}
        placeholder={intl.formatMessage(listMessages.anyCondition)}
        options={adConditions.map((condition) => ({
          value: condition,
          label: intl.formatMessage(conditionMessages[condition]),
        }))}
        defaultValue={query.condition}
      />
      {range('price', 0, priceMax, [query.priceMin, query.priceMax])}
      {range('year', 1900, 2100, [query.yearMin, query.yearMax])}
      <div className={styles.actions}>
        <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
        {activeMarketplaceFilters(query) > 0 ? (
          <Link className={styles.textLink} to={action}>
            {intl.formatMessage(listMessages.reset)}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
