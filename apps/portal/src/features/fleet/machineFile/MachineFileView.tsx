import type {
  MachineContract,
  MachineDocument,
  MachineFile,
  ServiceEntry,
  ServiceEntryInput,
} from '@lindner/api/schema';
import { Button, Heading, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../fleet.css';
import { twoFacts } from '../messages';
import type { SaveOutcome } from '../useFleetSubmit';
import {
  contractPeriod,
  contractStatusMessages,
  contractUntil,
  documentLabel,
  machineFileMessages,
} from './messages';
import { ServiceEntryForm } from './ServiceEntryForm';
import { ServiceEntryItem, type ServiceEntryActions } from './ServiceEntryItem';

export interface MachineFileViewProps extends ServiceEntryActions {
  vehicleId: string;
  /** Loading, error (with Retry) or content, from the file's fetch. */
  state: LayoutState;
  onRetry: () => void;
  file: MachineFile | null;
  /** Fetches a document and saves it; resolves false when that failed. */
  onOpenDocument: (document: MachineDocument) => Promise<boolean>;
  onAdd: (input: ServiceEntryInput) => Promise<SaveOutcome<ServiceEntry> | null>;
}

/**
 * The vehicle's file: the documents of its model and year, its service history (newest first;
 * the owner adds, changes and removes own entries and their invoices) and its licences and
 * warranty of every status.
 */
export function MachineFileView({
  vehicleId,
  state,
  onRetry,
  file,
  onOpenDocument,
  onAdd,
  ...actions
}: MachineFileViewProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack space="medium" align="left">
        <Heading level={2} size="h3" id={headingId}>
          {intl.formatMessage(machineFileMessages.title)}
        </Heading>
        <TabContentLayout state={state} onRetry={onRetry} className={styles.section}>
          {file ? (
            <Stack space="large" align="left">
              <Documents documents={file.documents} onOpen={onOpenDocument} />
              <History
                vehicleId={vehicleId}
                entries={file.serviceEntries}
                onAdd={onAdd}
                {...actions}
              />
              <Contracts contracts={file.contracts} />
            </Stack>
          ) : null}
        </TabContentLayout>
      </Stack>
    </section>
  );
}

function Documents({
  documents,
  onOpen,
}: {
  documents: MachineDocument[];
  onOpen: (document: MachineDocument) => Promise<boolean>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const open = async (document: MachineDocument) => {
    setOpening(document.kind);
    const done = await onOpen(document);
    setOpening(null);
    setFailed(!done);
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack space="small" align="left">
        <Heading level={3} size="h4" id={headingId}>
          {intl.formatMessage(machineFileMessages.documents)}
        </Heading>
        <div className={styles.actions}>
          {documents.map((document) => (
            <Button
              key={document.kind}
              variant="secondary"
              busy={opening === document.kind}
              onClick={() => void open(document)}
            >
              {document.demo
                ? intl.formatMessage(documentLabel, { title: document.title })
                : document.title}
            </Button>
          ))}
        </div>
        <Text size="small" tone="muted">
          {intl.formatMessage(machineFileMessages.demoNote)}
        </Text>
        {failed ? (
          <Text size="small" tone="critical" role="alert">
            {intl.formatMessage(machineFileMessages.documentFailed)}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}

function History({
  vehicleId,
  entries,
  onAdd,
  ...actions
}: ServiceEntryActions & {
  vehicleId: string;
  entries: ServiceEntry[];
  onAdd: MachineFileViewProps['onAdd'];
}) {
  const intl = useIntl();
  const headingId = useId();
  const formHeadingId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack space="small" align="left">
        <Heading level={3} size="h4" id={headingId}>
          {intl.formatMessage(machineFileMessages.history)}
        </Heading>
        {adding ? (
          <div className={styles.section}>
            <Stack space="small" align="left">
              <Text weight="medium" id={formHeadingId}>
                {intl.formatMessage(machineFileMessages.addService)}
              </Text>
              <ServiceEntryForm
                vehicleId={vehicleId}
                labelledBy={formHeadingId}
                onSubmit={onAdd}
                onSaved={() => setAdding(false)}
              />
              <Button variant="secondary" onClick={() => setAdding(false)}>
                {intl.formatMessage(machineFileMessages.cancel)}
              </Button>
            </Stack>
          </div>
        ) : (
          <Button onClick={() => setAdding(true)}>
            {intl.formatMessage(machineFileMessages.addService)}
          </Button>
        )}
        {entries.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(machineFileMessages.historyEmpty)}</Text>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.entries} aria-labelledby={headingId}>
            {entries.map((entry) => (
              <ServiceEntryItem key={entry.id} vehicleId={vehicleId} entry={entry} {...actions} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

function Contracts({ contracts }: { contracts: MachineContract[] }) {
  const intl = useIntl();
  const headingId = useId();
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack space="small" align="left">
        <Heading level={3} size="h4" id={headingId}>
          {intl.formatMessage(machineFileMessages.contracts)}
        </Heading>
        {contracts.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(machineFileMessages.contractsEmpty)}</Text>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.entries} aria-labelledby={headingId}>
            {contracts.map((contract) => (
              <li key={contract.id} className={styles.entry}>
                <div className={styles.entryBody}>
                  <Text weight="medium">{contract.title}</Text>
                  <Text size="small">
                    {intl.formatMessage(twoFacts, {
                      first: intl.formatMessage(machineFileMessages[contract.kind]),
                      second: intl.formatMessage(contractStatusMessages[contract.status]),
                    })}
                  </Text>
                  <Text size="small">
                    {contract.validFrom
                      ? intl.formatMessage(contractPeriod, {
                          from: day(contract.validFrom),
                          to: day(contract.validTo),
                        })
                      : intl.formatMessage(contractUntil, { to: day(contract.validTo) })}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
