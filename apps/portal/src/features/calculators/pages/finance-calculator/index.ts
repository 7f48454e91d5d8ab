// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { FinanceCalculatorPage } from './FinanceCalculatorPage';

export const Component = withPageMessages([financeCalculatorMessages], FinanceCalculatorPage);
