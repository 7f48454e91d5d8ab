import { ErrorPage } from './ErrorPage';
import { usePageArea } from './usePageArea';
import { usePageLocale } from '../../shared/locale/usePageLocale';

/** Any path the route table does not hold, and table routes whose page is not built yet. */
export function NotFoundPage() {
  return <ErrorPage status={404} area={usePageArea()} locale={usePageLocale()} />;
}
