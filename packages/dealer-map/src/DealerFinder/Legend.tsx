import { storeTypes } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { legend, legendBlock, legendItem } from './DealerFinder.css';
import { messages, municipalVariantMessage } from './messages';
import { StoreTypeSymbol } from './StoreTypeSymbol';

/** The symbols of the store types and their municipal variants, as list and map use them. */
export function Legend() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className={legendBlock}>
      <Text id={titleId} weight="medium">
        {intl.formatMessage(messages.legend)}
      </Text>
      <ul className={legend} aria-labelledby={titleId}>
        {storeTypes.flatMap((type) =>
          [false, true].map((municipal) => {
            const name = intl.formatMessage(messages[type]);
            return (
              <li key={`${type}-${municipal}`} className={legendItem}>
                <StoreTypeSymbol type={type} municipal={municipal} />
                {municipal ? intl.formatMessage(municipalVariantMessage, { type: name }) : name}
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
