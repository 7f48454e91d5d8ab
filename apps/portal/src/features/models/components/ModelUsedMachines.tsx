import { localizePath } from '@lindner/i18n';
import { Heading, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import {
  allUsedMachinesMessage,
  noUsedMachinesMessage,
  usedMachineMessages,
  usedMachinesLinkMessage,
} from '../messages';
import { usedMachinesPath } from '../modelAddress';
import type { MachineSummary } from '@lindner/api/schema';
import * as styles from './models.css';
import { UsedMachineCard } from './UsedMachineCard';

export interface ModelUsedMachinesProps {
  modelId: string;
  modelName: string;
  /** The first few of them; null when they could not be fetched. */
  usedMachines: MachineSummary[] | null;
}

/**
 * The model's used and demonstrator machines on its page: a few as cards and the way to all of
 * them in the used-machine list; without any, a sentence and the way to the whole list.
 */
export function ModelUsedMachines({ modelId, modelName, usedMachines }: ModelUsedMachinesProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const headingId = useId();
  const machines = usedMachines ?? [];
  return (
    <section className={styles.relatedPart} aria-labelledby={headingId}>
      <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
        {intl.formatMessage(usedMachinesLinkMessage, { name: modelName })}
      </Heading>
      {usedMachines === null ? (
        <Text tone="muted">{intl.formatMessage(usedMachineMessages.failed)}</Text>
      ) : machines.length === 0 ? (
        <Text>{intl.formatMessage(noUsedMachinesMessage, { name: modelName })}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.machineList}>
          {machines.map((machine) => (
            <li key={machine.id}>
              <UsedMachineCard machine={machine} />
            </li>
          ))}
        </ul>
      )}
      {machines.length === 0 && usedMachines !== null ? (
        <Link link={{ url: localizePath('used-machines', {}, locale) }}>
          {intl.formatMessage(usedMachineMessages.allMachines)}
        </Link>
      ) : (
        <Link link={{ url: usedMachinesPath(modelId, locale) }}>
          {intl.formatMessage(allUsedMachinesMessage, { name: modelName })}
        </Link>
      )}
    </section>
  );
}
