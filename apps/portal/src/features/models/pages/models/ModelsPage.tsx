import { localizePath } from '@lindner/i18n';
import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import type { ModelOverviewData } from '../../modelLoaders';
import { ModelsView } from './ModelsView';

/**
 * The model overview: the route's loader reads the use from the URL and fetches the models (on
 * the server for the first response), so a filtered overview can be shared.
 */
export function ModelsPage() {
  const data = useLoaderData() as ModelOverviewData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  const locale = usePageLocale();
  const onCompare = useCallback(
    (search: string) => void navigate(`${localizePath('models-compare', {}, locale)}${search}`),
    [navigate, locale],
  );
  return (
    <ModelsView
      data={data}
      action={pathname}
      onSearch={onSearch}
      onCompare={onCompare}
      retryHref={`${pathname}${search}`}
    />
  );
}
