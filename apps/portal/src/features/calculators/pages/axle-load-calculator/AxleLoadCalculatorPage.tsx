import { AxleLoadCalculator } from '@lindner/axle-load-calculator';
import { Container } from '@lindner/ui';
import { PageHead } from '../../../../shared/head';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { axleLoadPageMessages as messages } from '../../messages';
import { page } from './AxleLoadCalculatorPage.css';

/** The public calculator page: the widget is the page's subject, so its title is the h1. */
export function AxleLoadCalculatorPage() {
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return (
    <Container className={page}>
      <PageHead title={messages.title} description={messages.description} />
      <AxleLoadCalculator apiBase={baseUrl} segment={clientSegment} titleAs="h1" />
    </Container>
  );
}
