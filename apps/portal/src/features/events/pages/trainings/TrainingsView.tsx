import type { TrainingList } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Heading, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EventCard } from '../../components/EventCard';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { TrainingConditions } from '../../components/TrainingConditions';
import { trainingMessages } from '../../trainingMessages';
import * as styles from '../../components/trainings.css';

export interface TrainingsViewProps {
  /** Loading, error (with Retry) or content, from the trainings' fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The upcoming trainings and the user's conditions; null until fetched. */
  data: TrainingList | null;
}

/**
 * The driver trainings: what the user still lacks for them (with the way to fix it), the note
 * when the user attended one already, and the upcoming trainings, each linking to its sign-up.
 */
export function TrainingsView({ state, onRetry, data }: TrainingsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const listId = useId();
  return (
    <PersonalPage
      title={intl.formatMessage(trainingMessages.title)}
      state={state}
      onRetry={onRetry}
    >
      {data ? (
        <div className={styles.content}>
          <Text>{intl.formatMessage(trainingMessages.intro)}</Text>
          <TrainingConditions eligibility={data.eligibility} />
          <section className={styles.section} aria-labelledby={listId}>
            <Heading level={2} size="h4" id={listId}>
              {intl.formatMessage(trainingMessages.upcoming)}
            </Heading>
            {data.trainings.length === 0 ? (
              <Text>{intl.formatMessage(trainingMessages.empty)}</Text>
            ) : (
              // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
              <ul role="list" className={styles.list}>
                {data.trainings.map((training) => (
                  <li key={training.slug}>
                    <EventCard
                      event={training}
                      to={localizePath('trainings-detail', { slug: training.slug }, locale)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </PersonalPage>
  );
}
