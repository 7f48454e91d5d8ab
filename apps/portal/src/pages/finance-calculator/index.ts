// The route's lazily loaded module (see routes/pages.ts): a route module exports `Component`.
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { withPageMessages } from '../../routes/withPageMessages';
import { FinanceCalculatorPage } from './FinanceCalculatorPage';

export const Component = withPageMessages([financeCalculatorMessages], FinanceCalculatorPage);
