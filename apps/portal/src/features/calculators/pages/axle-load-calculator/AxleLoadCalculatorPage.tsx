import { AxleLoadCalculator } from '@lindner/axle-load-calculator';
import { Container } from '@lindner/ui';
import { readPortalConfig } from '../../../../shared/config';
import { page } from './AxleLoadCalculatorPage.css';

/** The public calculator page: the widget is the page's subject, so its title is the h1. */
export function AxleLoadCalculatorPage() {
  const { baseUrl, clientSegment } = readPortalConfig(import.meta.env, window.location.origin).api;
  return (
    <Container className={page}>
      <AxleLoadCalculator apiBase={baseUrl} segment={clientSegment} titleAs="h1" />
    </Container>
  );
}
