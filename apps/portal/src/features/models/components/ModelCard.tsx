import type { ModelSummary } from '@lindner/api/schema';
import { Image, visuallyHidden } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  compareMessages,
  factMessages,
  listMessages,
  transmissionMessages,
  useMessages,
} from '../messages';
import { formatFigure, formatYesNo } from '../modelFormat';
import * as styles from './models.css';

export interface ModelCardProps {
  model: ModelSummary;
  /** The model's page. */
  to: string;
  /** The first cards' pictures load at once; the others when they come near. */
  eager?: boolean;
  /**
   * The field of the form around the cards that names the models to compare (`models`): the card
   * gets a "Vergleichen" checkbox with the model's id. None without.
   */
  compareField?: string;
}

/**
 * A model of the overview: its picture, its name (the link to its page), its key figures, the
 * uses it suits and, inside the overview's compare form, its "Vergleichen" checkbox.
 */
export function ModelCard({ model, to, eager = false, compareField }: ModelCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const compareId = useId();
  const facts: { label: string; value: string }[] = [];
  if (model.powerHp !== null) {
    facts.push({
      label: intl.formatMessage(factMessages.power),
      value: formatFigure(intl, 'powerHp', model.powerHp),
    });
  }
  if (model.transmission !== null) {
    facts.push({
      label: intl.formatMessage(factMessages.transmission),
      value: intl.formatMessage(transmissionMessages[model.transmission]),
    });
  }
  facts.push({
    label: intl.formatMessage(factMessages.fourWheelSteering),
    value: formatYesNo(intl, model.fourWheelSteering),
  });
  if (model.unladenWeightKg !== null) {
    facts.push({
      label: intl.formatMessage(factMessages.unladenWeight),
      value: formatFigure(intl, 'unladenWeightKg', model.unladenWeightKg),
    });
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Image
        image={model.picture}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw"
        className={styles.cardPicture}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={titleId}>
          <Link className={styles.cardLink} to={to}>
            {model.name}
          </Link>
        </h3>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.factRow}>
              <dt className={styles.factTerm}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        {model.uses.length > 0 ? (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul
            role="list"
            className={styles.badges}
            aria-label={intl.formatMessage(listMessages.uses)}
          >
            {model.uses.map((use) => (
              <li key={use} className={styles.badge}>
                {intl.formatMessage(useMessages[use])}
              </li>
            ))}
          </ul>
        ) : null}
        {compareField ? (
          <label className={styles.compareOption} htmlFor={compareId}>
            <input
              id={compareId}
              type="checkbox"
              name={compareField}
              value={model.id}
              className={styles.compareBox}
            />
            {intl.formatMessage(compareMessages.checkbox)}
            <span className={visuallyHidden}>{` ${model.name}`}</span>
          </label>
        ) : null}
      </div>
    </article>
  );
}
