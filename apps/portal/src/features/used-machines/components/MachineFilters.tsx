import {
  machineCountries,
  machineEquipment,
  machineQueryDefaults,
  machineTypes,
  offerTypes,
  priceRanges,
  vehicleClasses,
  type Facet,
  type MachineSearchResult,
  type ParsedMachineQuery,
} from '@lindner/api/schema';
import { breakpoints, Button, Select } from '@lindner/ui';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  activeFilterCount,
  facetCount,
  modelLabel,
  radiusOptions,
  readListSearch,
  searchString,
  withoutFilters,
} from '../machineSearch';
import {
  equipmentMessages,
  filterMessages,
  filtersWithCountMessage,
  listMessages,
  offerTypeMessages,
  optionCountMessage,
  radiusMessage,
  typeMessages,
  vehicleClassMessages,
} from '../messages';
import { formatUnit, priceRangeLabel } from './format';
import * as styles from './machines.css';

export interface MachineFiltersProps {
  query: ParsedMachineQuery;
  /** The results, for the counts beside the options; null while they could not be fetched. */
  result: MachineSearchResult | null;
  /** The list's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the search's query string (`?…`), to go to without reloading the page. */
  onSearch?: (search: string) => void;
}

/** A form's fields as the query string a GET of it sends. */
export function formSearch(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

/**
 * The search's filters: a GET form that works without JavaScript, and with it goes to the new
 * search's address without reloading. On a phone it folds into "Filter (3)". Each option shows
 * how many machines it would find with the other filters as they are.
 */
export function MachineFilters({ query, result, action, onSearch }: MachineFiltersProps) {
  const intl = useIntl();
  const formId = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Beside the results the filters are open. The stylesheet shows them so from md on where a
  // browser can style a closed disclosure; elsewhere it opens here, in the browser.
  useEffect(() => {
    if (window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches) {
      disclosure.current?.setAttribute('open', '');
    }
  }, []);
  const facets = result?.facets;
  const active = activeFilterCount(query);
  const label = (text: string, facet: Facet | undefined, value: string) =>
    facet
      ? intl.formatMessage(optionCountMessage, { label: text, count: facetCount(facet, value) })
      : text;

  // The fields start from the URL's search, so going back shows that search's filters: a new
  // search renders them anew, and a search sent from here keeps the focus on its button.
  const fieldsKey = searchString({ ...query, sort: undefined, page: undefined });
  const refocus = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    submitButton.current?.focus();
  }, [fieldsKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const { query: next } = readListSearch(formSearch(event.currentTarget));
    refocus.current = searchString({ ...next, sort: undefined, page: undefined }) !== fieldsKey;
    onSearch(searchString({ ...next, page: undefined }));
  };

  const models = [
    ...new Set([...(facets?.modelId.map((each) => each.value) ?? []), ...(query.modelIds ?? [])]),
  ];
  const countries = machineCountries.filter(
    (country) =>
      !facets ||
      facetCount(facets.country, country) > 0 ||
      query.countries?.includes(country) === true,
  );
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });

  return (
    <details ref={disclosure} className={styles.disclosure}>
      <summary className={`${styles.summary} ${styles.summaryWide}`}>
        {active > 0
          ? intl.formatMessage(filtersWithCountMessage, { count: active })
          : intl.formatMessage(listMessages.filters)}
      </summary>
      <form
        key={fieldsKey}
        id={formId}
        method="get"
        action={action}
        className={styles.filterForm}
        aria-label={intl.formatMessage(listMessages.filters)}
        onSubmit={submit}
      >
        {query.sort !== machineQueryDefaults.sort ? (
          <input type="hidden" name="sort" value={query.sort} />
        ) : null}
        {query.pageSize !== machineQueryDefaults.pageSize ? (
          <input type="hidden" name="size" value={query.pageSize} />
        ) : null}
        <Choices legend={intl.formatMessage(filterMessages.type)}>
          {machineTypes.map((type) => (
            <Choice
              key={type}
              name="type"
              value={type}
              checked={query.types?.includes(type)}
              label={label(intl.formatMessage(typeMessages[type]), facets?.type, type)}
            />
          ))}
        </Choices>
        <Choices legend={intl.formatMessage(filterMessages.vehicleClass)}>
          {vehicleClasses.map((each) => (
            <Choice
              key={each}
              name="class"
              value={each}
              checked={query.vehicleClasses?.includes(each)}
              label={label(
                intl.formatMessage(vehicleClassMessages[each]),
                facets?.vehicleClass,
                each,
              )}
            />
          ))}
        </Choices>
        {models.length > 0 ? (
          <Choices legend={intl.formatMessage(filterMessages.model)}>
            {models.map((model) => (
              <Choice
                key={model}
                name="model"
                value={model}
                checked={query.modelIds?.includes(model)}
                label={label(modelLabel(model, result?.machines ?? []), facets?.modelId, model)}
              />
            ))}
          </Choices>
        ) : null}
        <Range
          legend={intl.formatMessage(filterMessages.horsepower)}
          names={['hpMin', 'hpMax']}
          values={[query.horsepowerMin, query.horsepowerMax]}
          max={2000}
        />
        <Range
          legend={intl.formatMessage(filterMessages.year)}
          names={['yearMin', 'yearMax']}
          values={[query.yearMin, query.yearMax]}
          min={1900}
          max={2100}
        />
        <Range
          legend={intl.formatMessage(filterMessages.operatingHours)}
          names={['hoursMin', 'hoursMax']}
          values={[query.operatingHoursMin, query.operatingHoursMax]}
          max={1_000_000}
        />
        <Choices legend={intl.formatMessage(filterMessages.price)}>
          <Choice
            type="radio"
            name="price"
            value=""
            checked={query.priceRange === undefined}
            label={intl.formatMessage(filterMessages.anyPrice)}
          />
          {priceRanges.map((range) => (
            <Choice
              key={range}
              type="radio"
              name="price"
              value={range}
              checked={query.priceRange === range}
              label={label(priceRangeLabel(intl, range), facets?.priceRange, range)}
            />
          ))}
        </Choices>
        <Choices legend={intl.formatMessage(filterMessages.offerType)}>
          {offerTypes.map((offer) => (
            <Choice
              key={offer}
              name="offer"
              value={offer}
              checked={query.offerTypes?.includes(offer)}
              label={label(intl.formatMessage(offerTypeMessages[offer]), facets?.offerType, offer)}
            />
          ))}
        </Choices>
        <Choices legend={intl.formatMessage(filterMessages.equipment)}>
          {machineEquipment.map((item) => (
            <Choice
              key={item}
              name="equipment"
              value={item}
              checked={query.equipment?.includes(item)}
              label={label(intl.formatMessage(equipmentMessages[item]), facets?.equipment, item)}
            />
          ))}
        </Choices>
        <Choices legend={intl.formatMessage(filterMessages.country)}>
          {countries.map((country) => (
            <Choice
              key={country}
              name="country"
              value={country}
              checked={query.countries?.includes(country)}
              label={label(countryNames.of(country) ?? country, facets?.country, country)}
            />
          ))}
        </Choices>
        <Distance query={query} />
        <div className={styles.filterActions}>
          <Button ref={submitButton} type="submit">
            {intl.formatMessage(listMessages.apply)}
          </Button>
          {active > 0 ? (
            <Link
              className={styles.textLink}
              to={`${action}${searchString(withoutFilters(query))}`}
            >
              {intl.formatMessage(listMessages.reset)}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  type = 'checkbox',
  name,
  value,
  checked = false,
  label,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked?: boolean;
  label: string;
}) {
  return (
    <label className={styles.option}>
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className={styles.optionControl}
      />
      <span>{label}</span>
    </label>
  );
}

function Range({
  legend,
  names,
  values,
  min = 0,
  max,
}: {
  legend: string;
  names: [string, string];
  values: [number | undefined, number | undefined];
  min?: number;
  max: number;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.rangeRow}>
        {(['from', 'to'] as const).map((end, index) => (
          <div key={end} className={styles.field}>
            <label htmlFor={`${id}-${end}`}>{intl.formatMessage(filterMessages[end])}</label>
            <input
              id={`${id}-${end}`}
              className={styles.input}
              type="number"
              inputMode="numeric"
              name={names[index]}
              min={min}
              max={max}
              step={1}
              defaultValue={values[index] ?? ''}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Distance({ query }: { query: ParsedMachineQuery }) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(filterMessages.distance)}</legend>
      <div className={styles.rangeRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-zip`}>{intl.formatMessage(filterMessages.zip)}</label>
          <input
            id={`${id}-zip`}
            className={styles.input}
            name="zip"
            autoComplete="postal-code"
            maxLength={10}
            defaultValue={query.zip ?? ''}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className={styles.field}>
          <Select
            name="radius"
            label={intl.formatMessage(filterMessages.radius)}
            placeholder={intl.formatMessage(filterMessages.noRestriction)}
            options={radiusOptions.map((km) => ({
              value: String(km),
              label: intl.formatMessage(radiusMessage, {
                distance: formatUnit(intl, km, 'kilometer'),
              }),
            }))}
            defaultValue={query.radiusKm === undefined ? undefined : String(query.radiusKm)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {intl.formatMessage(filterMessages.zipCountryHint)}
      </p>
    </fieldset>
  );
}
