import { Container } from '@lindner/ui';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { financeCalculatorIsland } from '../../islands/finance-calculator';
import { financePageMessages as messages } from '../../messages';
import { page } from './FinanceCalculatorPage.css';

/**
 * The public finance calculator page: the widget is the page's subject, so its title is the h1.
 * No end date: SPEC.md's 21 June 2024 belongs to a special net price, not to the plans.
 */
export function FinanceCalculatorPage() {
  return (
    <Container className={page}>
      <PageHead title={messages.title} description={messages.description} />
      <Island of={financeCalculatorIsland} props={{ titleAs: 'h1' }} />
    </Container>
  );
}
