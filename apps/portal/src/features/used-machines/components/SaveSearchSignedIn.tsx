import { SaveSearchDisclosure } from './SaveSearchForm';
import { useSaveSearch } from './useSaveSearch';

/** "Suche speichern" for a signed-in user, with the API: loaded only once signed in. */
export function SaveSearchSignedIn({ query }: { query: string }) {
  const onSave = useSaveSearch();
  return <SaveSearchDisclosure query={query} onSave={onSave} />;
}
