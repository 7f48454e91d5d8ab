import { localizePath } from '@lindner/i18n';
import { ErrorPage } from './ErrorPage';
import { usePageLocale } from '../../shared/locale/usePageLocale';

/** Any path the route table does not hold, and table routes whose page is not built yet. */
export function NotFoundPage() {
  const locale = usePageLocale();
  return <ErrorPage status={404} homePath={localizePath('dashboard', {}, locale)} />;
}
