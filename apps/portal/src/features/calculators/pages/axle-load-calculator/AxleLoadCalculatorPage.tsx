import { Container } from '@lindner/ui';
import { useLoaderData } from 'react-router';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { axleLoadCalculatorIsland } from '../../islands/axle-load-calculator';
import { axleLoadPageMessages as messages } from '../../messages';
import type { AxleLoadPageData } from './loadAxleLoadModels';
import { page } from './AxleLoadCalculatorPage.css';

/** The public calculator page: the widget is the page's subject, so its title is the h1. */
export function AxleLoadCalculatorPage() {
  const { baseUrl, clientSegment } = usePortalConfig().api;
  const { models } = useLoaderData<AxleLoadPageData>();
  return (
    <Container className={page}>
      <PageHead title={messages.title} description={messages.description} />
      <Island
        of={axleLoadCalculatorIsland}
        props={{
          apiBase: baseUrl,
          segment: clientSegment,
          titleAs: 'h1',
          models: models ?? undefined,
        }}
      />
    </Container>
  );
}
