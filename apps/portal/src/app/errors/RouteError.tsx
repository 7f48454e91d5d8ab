import { Container, FetchError } from '@lindner/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { errorPageStatusOf } from './errorStatus';
import { errorBlock } from './RouteError.css';
import { usePageArea } from './usePageArea';
import { usePageLocale } from '../../shared/locale/usePageLocale';

/**
 * A route's error element: the 404 or 405 page for such a response; for anything else (a page's
 * code that failed to load, a page that crashed) the fetch-error block, whose Retry reloads.
 */
export function RouteError() {
  const error = useRouteError();
  const locale = usePageLocale();
  const area = usePageArea();
  const status = errorPageStatusOf(error);

  useEffect(() => {
    if (status === null) console.error(error);
  }, [error, status]);

  if (status !== null) {
    return <ErrorPage status={status} area={area} locale={locale} />;
  }
  return (
    <Container className={errorBlock}>
      <FetchError onRetry={() => window.location.reload()} />
    </Container>
  );
}

/** The same, for a failure of the frame around every page. */
export function RootError() {
  return (
    <main id="content">
      <RouteError />
    </main>
  );
}
