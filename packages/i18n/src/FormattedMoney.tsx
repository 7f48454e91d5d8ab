import type { Money } from './money';
import { useFormatMoney } from './useFormatMoney';

/** An amount in its own currency, formatted for the current locale. */
export function FormattedMoney(money: Money) {
  const format = useFormatMoney();
  return <>{format(money)}</>;
}
