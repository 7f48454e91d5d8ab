import {
  maxComparedMachines,
  type MachineBookmark,
  type MachineSummary,
} from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Button, Heading, Image, Text } from '@lindner/ui';
import { ButtonLink, Link } from '@lindner/ui/router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import {
  bookmarkActionMessage,
  bookmarksPageMessages,
  compareCountMessage,
  compareFullMessage,
} from '../../bookmarksPageMessages';
import { machineKeyFacts } from '../../components/format';
import { PriceLabel } from '../../components/PriceLabel';
import { machineNameMessage } from '../../messages';
import * as styles from './BookmarksPage.css';

export interface BookmarkedMachinesProps {
  bookmarks: MachineBookmark[];
  /** Takes a machine off the list; false when that failed. */
  onRemove: (machineId: string) => Promise<boolean>;
  /** The machines chosen for the comparison at first (stories). */
  initialCompared?: string[];
}

/**
 * The bookmarked machines, newest first, each with its key figures, price, a way to its page,
 * "Entfernen" and a box to compare it; the comparison opens with two to four of them.
 */
export function BookmarkedMachines({
  bookmarks,
  onRemove,
  initialCompared = [],
}: BookmarkedMachinesProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const hintId = useId();
  const [compared, setCompared] = useState<string[]>(initialCompared);
  const [removing, setRemoving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const listed = new Set(bookmarks.map(({ machine }) => machine.id));
  // A machine taken off the list leaves the comparison too.
  const chosen = compared.filter((id) => listed.has(id));
  const full = chosen.length >= maxComparedMachines;

  if (bookmarks.length === 0) {
    return (
      <>
        <Text>{intl.formatMessage(bookmarksPageMessages.empty)}</Text>
        <Link
          link={{ url: localizePath('used-machines', {}, locale) }}
          className={styles.targetLink}
        >
          {intl.formatMessage(bookmarksPageMessages.toList)}
        </Link>
      </>
    );
  }

  const remove = async (machineId: string) => {
    setRemoving(machineId);
    setFailed(false);
    const ok = await onRemove(machineId);
    setRemoving(null);
    if (ok) setCompared((ids) => ids.filter((id) => id !== machineId));
    else setFailed(true);
  };
  const compareUrl = `${localizePath('used-machines-compare', {}, locale)}?ids=${chosen
    .map(encodeURIComponent)
    .join(',')}`;

  return (
    <>
      {failed ? (
        <Banner tone="error" onDismiss={() => setFailed(false)}>
          <p>{intl.formatMessage(bookmarksPageMessages.removeFailed)}</p>
        </Banner>
      ) : null}
      <div className={styles.compareBar}>
        <Text size="small" weight="medium">
          {intl.formatMessage(compareCountMessage, {
            count: chosen.length,
            max: maxComparedMachines,
          })}
        </Text>
        {chosen.length >= 2 ? (
          <ButtonLink link={{ url: compareUrl }} variant="primary">
            {intl.formatMessage(bookmarksPageMessages.compareSelected)}
          </ButtonLink>
        ) : (
          <Button type="button" disabled aria-describedby={hintId}>
            {intl.formatMessage(bookmarksPageMessages.compareSelected)}
          </Button>
        )}
        <Text id={hintId} size="small" tone="muted" aria-live="polite">
          {full
            ? intl.formatMessage(compareFullMessage, { max: maxComparedMachines })
            : chosen.length < 2
              ? intl.formatMessage(bookmarksPageMessages.compareHint)
              : null}
        </Text>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={styles.list}>
        {bookmarks.map(({ machine }) => (
          <li key={machine.id}>
            <BookmarkCard
              machine={machine}
              compared={chosen.includes(machine.id)}
              compareDisabled={full && !chosen.includes(machine.id)}
              compareHintId={hintId}
              onCompare={(checked) =>
                setCompared((ids) =>
                  checked ? [...ids, machine.id] : ids.filter((id) => id !== machine.id),
                )
              }
              removing={removing === machine.id}
              onRemove={() => void remove(machine.id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

interface BookmarkCardProps {
  machine: MachineSummary;
  compared: boolean;
  compareDisabled: boolean;
  compareHintId: string;
  onCompare: (checked: boolean) => void;
  removing: boolean;
  onRemove: () => void;
}

function BookmarkCard({
  machine,
  compared,
  compareDisabled,
  compareHintId,
  onCompare,
  removing,
  onRemove,
}: BookmarkCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const name = intl.formatMessage(machineNameMessage, {
    manufacturer: machine.manufacturer,
    model: machine.model,
  });
  const facts = machineKeyFacts(intl, machine);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.machine}>
        {machine.image ? (
          <Image
            image={machine.image}
            alt=""
            sizes="(min-width: 768px) 12rem, 100vw"
            className={styles.photo}
          />
        ) : (
          <div className={styles.photo} />
        )}
        <div className={styles.body}>
          <Heading level={3} size="h4" id={titleId}>
            <Link
              link={{ url: localizePath('used-machine-detail', { id: machine.id }, locale) }}
              className={styles.targetLink}
            >
              {name}
            </Link>
          </Heading>
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map(({ label, value }) => (
                <FactRow key={label} label={label} value={value} />
              ))}
            </dl>
          ) : null}
          <PriceLabel priceCents={machine.priceCents} vatDeductible={machine.vatDeductible} />
          <div className={styles.actions}>
            <label className={styles.compareChoice}>
              <input
                type="checkbox"
                className={styles.compareBox}
                checked={compared}
                disabled={compareDisabled}
                aria-label={intl.formatMessage(bookmarkActionMessage, {
                  action: intl.formatMessage(bookmarksPageMessages.compare),
                  name,
                })}
                aria-describedby={compareDisabled ? compareHintId : undefined}
                onChange={(event) => onCompare(event.currentTarget.checked)}
              />
              {intl.formatMessage(bookmarksPageMessages.compare)}
            </label>
            <Button
              type="button"
              variant="secondary"
              busy={removing}
              aria-label={intl.formatMessage(bookmarkActionMessage, {
                action: intl.formatMessage(bookmarksPageMessages.remove),
                name,
              })}
              onClick={onRemove}
            >
              {intl.formatMessage(bookmarksPageMessages.remove)}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd" size="small" weight="medium" className={styles.factValue}>
        {value}
      </Text>
    </>
  );
}
