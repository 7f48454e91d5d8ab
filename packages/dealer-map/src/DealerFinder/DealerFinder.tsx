import {
  dealerCountries,
  storeTypes,
  type DealerCountry,
  type DealerQuery,
  type DealerSearchResult,
} from '@lindner/api/schema';
import { Button, ConsentGate, Heading, Spinner, Text } from '@lindner/ui';
import {
  Component,
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import {
  browserGeolocation,
  countryQuery,
  defaultAttribution,
  defaultTileUrl,
  filters,
  formQuery,
  locate,
  prepareDealerSearch,
  radiusChoices,
  searchDealers,
  tileProvider,
  type GeolocationState,
  type PositionSource,
  type SearchForm,
} from '../core';
import * as mapStyles from '../DealerMap/DealerMap.css';
import { DealerDetails } from './DealerDetails';
import * as styles from './DealerFinder.css';
import { DealerListItem } from './DealerListItem';
import { Legend } from './Legend';
import {
  messages,
  radiusKmMessage,
  resultsNearMessage,
  resultsNearYouMessage,
  resultsInCountryMessage,
} from './messages';

// Leaflet and the map are a chunk of their own, loaded once the visitor consents to the map.
const DealerMap = lazy(() => import('../DealerMap/DealerMap'));
// The map's styles are imported here, not in the lazy chunk: so they are in the package's CSS.
const mapClassNames = {
  map: mapStyles.map,
  marker: mapStyles.marker,
  markerSelected: mapStyles.markerSelected,
  origin: mapStyles.origin,
};

export interface DealerFinderProps {
  /** The API's base address; dealers come from `{apiBase}/{segment}/dealers`. */
  apiBase?: string;
  segment?: string;
  /** The country chosen at first. */
  country?: DealerCountry;
  /** The map's tile URL template; OpenStreetMap unless given. */
  tileUrl?: string;
  /** What the tile provider requires to be shown (HTML of links). */
  tileAttribution?: string;
  titleAs?: 'h1' | 'h2';
  /** A zip code or city to search at once, e.g. from the CMS page. */
  initialPlace?: string;
  /** The clock for "open now"; for tests and stories. */
  now?: () => Date;
  /** The browser's geolocation unless given; null for none (tests and stories). */
  geolocation?: PositionSource | null;
  /** The fetch the search uses; the browser's unless given (tests and stories). */
  fetch?: typeof globalThis.fetch;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; result: DealerSearchResult; byPosition: boolean; country?: DealerCountry }
  | { status: 'refused'; message: string }
  | { status: 'unavailable' };

/** The last search, for Retry: by place or country, or by the visitor's position. */
interface LastSearch {
  query: DealerQuery;
  byPosition: boolean;
}

const geolocationMessages = {
  locating: messages.locating,
  located: messages.located,
  unsupported: messages.geolocationUnsupported,
  denied: messages.geolocationDenied,
  noPosition: messages.geolocationNoPosition,
  error: messages.geolocationError,
} as const;

/** The map's own failure (its chunk did not load): the list still holds every dealer. */
class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The dealer map could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The dealer finder: a search by zip code, city or the visitor's location, the complete result
 * as a list, and a map of it that loads only after consent to the map provider. The list and
 * the details never depend on the map.
 */
export function DealerFinder({
  apiBase = '/api',
  segment = 'portal',
  country = 'AT',
  tileUrl = defaultTileUrl,
  tileAttribution = defaultAttribution,
  titleAs = 'h2',
  initialPlace = '',
  now = () => new Date(),
  geolocation,
  fetch,
}: DealerFinderProps) {
  const intl = useIntl();
  const id = useId();
  const subLevel = titleAs === 'h1' ? 2 : 3;
  const [form, setForm] = useState<SearchForm>({
    place: initialPlace,
    country,
    radius: String(radiusChoices[0]),
    storeType: '',
  });
  const [position, setPosition] = useState<GeolocationState>({ status: 'idle' });
  const [initialSearch] = useState((): LastSearch | null => {
    const query = formQuery(form);
    return query ? { query, byPosition: false } : null;
  });
  const [search, setSearch] = useState<SearchState>(
    initialSearch ? { status: 'searching' } : { status: 'idle' },
  );
  const [lastSearch, setLastSearch] = useState<LastSearch | null>(initialSearch);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const details = useRef<HTMLElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  /** Set when the list chose a dealer: focus then moves to its details, far down the page. */
  const focusDetails = useRef(false);
  const geolocationAsk = useRef(0);

  // "Open now" follows the clock while the page stays open.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute((minute) => minute + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  /** Asks the API; the answer replaces the search state unless `current` was aborted. */
  const request = useCallback(
    (query: DealerQuery, byPosition: boolean, current: AbortController) => {
      searchDealers(query, {
        apiBase,
        segment,
        locale: intl.locale,
        signal: current.signal,
        fetch,
      })
        .then((outcome) => {
          if (current.signal.aborted) return;
          setSearch(
            outcome.status === 'found'
              ? { status: 'found', result: outcome.result, byPosition, country: query.country }
              : outcome,
          );
        })
        .catch(() => {
          // Aborted by a newer search or by unmounting.
        });
    },
    [apiBase, segment, intl.locale, fetch],
  );

  const run = useCallback(
    (query: DealerQuery, byPosition: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLastSearch({ query, byPosition });
      setSelectedId(null);
      setSearch({ status: 'searching' });
      request(query, byPosition, current);
    },
    [request],
  );

  useEffect(() => () => controller.current?.abort(), []);

  // The place given by the page is searched at once, on mount only; the state starts as
  // "searching" for it. Aborted and asked again when React remounts (StrictMode).
  useEffect(() => {
    if (!initialSearch) return;
    const current = new AbortController();
    controller.current = current;
    request(initialSearch.query, false, current);
    return () => current.abort();
    // Later changes (locale, props) must not repeat it over the visitor's own searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A late answer of the geolocation must not replace this search.
    geolocationAsk.current += 1;
    setPosition({ status: 'idle' });
    // Without a place, the whole country is searched.
    run(formQuery(form) ?? countryQuery(form), false);
  };

  const locateVisitor = () => {
    // The search's code loads while the device finds its position.
    prepareDealerSearch();
    const ask = ++geolocationAsk.current;
    locate(geolocation === undefined ? browserGeolocation() : geolocation, (state) => {
      if (ask !== geolocationAsk.current) return;
      setPosition(state);
      if (state.status === 'located')
        run({ lat: state.lat, lng: state.lng, ...filters(form) }, true);
    });
  };

  const select = (dealerId: string) => {
    focusDetails.current = selectedId !== dealerId;
    setSelectedId(selectedId === dealerId ? null : dealerId);
  };
  // From the map, focus stays on the marker; the list shows the chosen dealer.
  const selectFromMap = useCallback((dealerId: string) => {
    focusDetails.current = false;
    setSelectedId(dealerId);
    items.current.get(dealerId)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const closeDetails = () => {
    const chosen = selectedId;
    setSelectedId(null);
    // Back to the dealer in the list, not to the start of the page.
    if (chosen) items.current.get(chosen)?.querySelector('button')?.focus();
  };
  useEffect(() => {
    if (selectedId && focusDetails.current) details.current?.focus();
    focusDetails.current = false;
  }, [selectedId]);

  const retry = lastSearch
    ? () => {
        run(lastSearch.query, lastSearch.byPosition);
        // The alert with the Retry button is gone: keep focus at the outcome of the search.
        outcome.current?.focus();
      }
    : undefined;

  const field = (name: string) => `${id}-${name}`;
  const detailsId = field('details');
  const result = search.status === 'found' ? search.result : null;
  const selected = result?.dealers.find((dealer) => dealer.id === selectedId) ?? null;
  const origin = result?.origin ?? null;
  const clock = now();

  return (
    <section className={styles.finder} aria-labelledby={field('title')}>
      <Heading level={titleAs === 'h1' ? 1 : 2} size="h3" id={field('title')}>
        {intl.formatMessage(messages.title)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>

      <form className={styles.form} role="search" noValidate onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={field('place')} className={styles.label}>
            {intl.formatMessage(messages.place)}
          </label>
          <input
            id={field('place')}
            className={styles.input}
            type="text"
            autoComplete="postal-code"
            value={form.place}
            aria-describedby={field('place-hint')}
            onChange={(event) => setForm({ ...form, place: event.target.value })}
            // What a search needs loads while the visitor types the place.
            onFocus={prepareDealerSearch}
          />
          <Text as="span" id={field('place-hint')} size="small" tone="muted">
            {intl.formatMessage(messages.placeHint)}
          </Text>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('country')} className={styles.label}>
            {intl.formatMessage(messages.country)}
          </label>
          <select
            id={field('country')}
            className={styles.input}
            value={form.country}
            onChange={(event) => setForm({ ...form, country: event.target.value as DealerCountry })}
          >
            {dealerCountries.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(messages[each])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('radius')} className={styles.label}>
            {intl.formatMessage(messages.radius)}
          </label>
          <select
            id={field('radius')}
            className={styles.input}
            value={form.radius}
            onChange={(event) => setForm({ ...form, radius: event.target.value })}
          >
            {[...radiusChoices]
              .sort((a, b) => a - b)
              .map((km) => (
                <option key={km} value={String(km)}>
                  {intl.formatMessage(radiusKmMessage, { km })}
                </option>
              ))}
            <option value="">{intl.formatMessage(messages.radiusAny)}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('type')} className={styles.label}>
            {intl.formatMessage(messages.storeType)}
          </label>
          <select
            id={field('type')}
            className={styles.input}
            value={form.storeType}
            onChange={(event) =>
              setForm({ ...form, storeType: event.target.value as SearchForm['storeType'] })
            }
          >
            <option value="">{intl.formatMessage(messages.storeTypeAny)}</option>
            {storeTypes.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage(messages[type])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={search.status === 'searching'}>
            {intl.formatMessage(messages.search)}
          </Button>
          <Button variant="secondary" busy={position.status === 'locating'} onClick={locateVisitor}>
            {intl.formatMessage(messages.useLocation)}
          </Button>
        </div>
      </form>

      <p
        role="status"
        className={
          position.status === 'idle' ||
          position.status === 'locating' ||
          position.status === 'located'
            ? styles.status
            : styles.notice
        }
      >
        {position.status === 'idle' ? '' : intl.formatMessage(geolocationMessages[position.status])}
      </p>

      <Legend />

      <div className={styles.layout}>
        <div className={styles.results}>
          <SearchOutcome
            ref={outcome}
            search={search}
            summaryId={field('summary')}
            onRetry={retry}
          />
          {result && result.dealers.length > 0 ? (
            <ol className={styles.list} aria-labelledby={field('summary')}>
              {result.dealers.map((dealer) => (
                <DealerListItem
                  key={dealer.id}
                  ref={(element) => {
                    if (element) items.current.set(dealer.id, element);
                    else items.current.delete(dealer.id);
                  }}
                  dealer={dealer}
                  selected={dealer.id === selectedId}
                  onSelect={() => select(dealer.id)}
                  now={clock}
                  headingLevel={subLevel}
                  detailsId={detailsId}
                  from={origin ?? undefined}
                />
              ))}
            </ol>
          ) : null}
        </div>
        <div className={styles.side}>
          {selected ? (
            <DealerDetails
              ref={details}
              dealer={selected}
              id={detailsId}
              headingLevel={subLevel}
              onClose={closeDetails}
            />
          ) : null}
          <ConsentGate category="map" provider={tileProvider(tileUrl)} className={styles.mapArea}>
            <MapBoundary
              fallback={<p className={styles.notice}>{intl.formatMessage(messages.mapFailed)}</p>}
            >
              <Suspense fallback={<Spinner block />}>
                <DealerMap
                  dealers={result?.dealers ?? []}
                  origin={origin}
                  selectedId={selectedId}
                  onSelect={selectFromMap}
                  tileUrl={tileUrl}
                  attribution={tileAttribution}
                  label={intl.formatMessage(messages.map)}
                  zoomInLabel={intl.formatMessage(messages.zoomIn)}
                  zoomOutLabel={intl.formatMessage(messages.zoomOut)}
                  classNames={mapClassNames}
                  originLabel={origin?.label ?? intl.formatMessage(messages.yourPosition)}
                />
              </Suspense>
            </MapBoundary>
          </ConsentGate>
        </div>
      </div>
    </section>
  );
}

/**
 * What the search came to. Searching, the summary and "no dealers" share one live region that
 * is always there, so screen readers announce each change; refusal and failure are alerts.
 */
const SearchOutcome = forwardRef<
  HTMLDivElement,
  { search: SearchState; summaryId: string; onRetry?: () => void }
>(function SearchOutcome({ search, summaryId, onRetry }, ref) {
  const intl = useIntl();
  let summary: ReactNode = null;
  if (search.status === 'searching') {
    summary = <Text weight="medium">{intl.formatMessage(messages.searching)}</Text>;
  } else if (search.status === 'found') {
    const { result } = search;
    const count = result.dealers.length;
    summary =
      count === 0 ? (
        <p id={summaryId} className={styles.notice}>
          {intl.formatMessage(messages.noDealers)}
        </p>
      ) : (
        <Text id={summaryId} weight="medium">
          {search.byPosition
            ? intl.formatMessage(resultsNearYouMessage, { count })
            : result.origin?.label
              ? intl.formatMessage(resultsNearMessage, { count, place: result.origin.label })
              : intl.formatMessage(resultsInCountryMessage, {
                  count,
                  country: search.country ?? 'AT',
                })}
        </Text>
      );
  }
  return (
    <>
      <div ref={ref} role="status" tabIndex={-1} className={styles.outcome}>
        {summary}
      </div>
      {search.status === 'refused' ? (
        // The server's message, as text: never rendered as HTML.
        <p className={styles.problem} role="alert">
          {search.message}
        </p>
      ) : null}
      {search.status === 'unavailable' ? (
        <div className={styles.problem} role="alert">
          <Text>{intl.formatMessage(messages.unavailable)}</Text>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
});
