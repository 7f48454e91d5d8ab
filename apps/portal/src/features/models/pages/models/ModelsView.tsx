import { localizePath } from '@lindner/i18n';
import { Button, Container, FetchError, Heading, Text, visuallyHidden } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { ModelCard } from '../../components/ModelCard';
import { UseFilter } from '../../components/UseFilter';
import * as componentStyles from '../../components/models.css';
import { compareMessages, listMessages, modelCountMessage, seriesMessages } from '../../messages';
import { modelPath } from '../../modelAddress';
import type { ModelOverviewData } from '../../modelLoaders';
import { modelsBySeries } from '../../modelSearch';
import { compareSearch, modelsQueryKey } from '../models-compare/compareModels';
import * as styles from './ModelsPage.css';

export interface ModelsViewProps {
  data: ModelOverviewData;
  /** The overview's path, where its form goes and "all models" leads. */
  action: string;
  /** With JavaScript: go to the filter's address (`?use=…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Retry: this overview's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /**
   * With JavaScript: go to the comparison of the ticked models (`?models=a,b`) without reloading;
   * without, the form's GET sends them (`?models=a&models=b`), which the comparison reads too.
   */
  onCompare?: (search: string) => void;
}

/**
 * The range by series (Lintrac, Geotrac, Unitrac), each model a card with its key figures and
 * uses; filtered by use through a GET form. The cards sit in a second GET form whose checkboxes
 * choose the models to compare.
 */
export function ModelsView({ data, action, onSearch, retryHref, onCompare }: ModelsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const idPrefix = useId();
  const { use, models } = data;
  const groups = models ? modelsBySeries(models) : [];
  let eager = 2;
  const compare = (event: FormEvent<HTMLFormElement>) => {
    if (!onCompare) return;
    event.preventDefault();
    const ids = new FormData(event.currentTarget).getAll(modelsQueryKey).map(String);
    onCompare(compareSearch(ids));
  };
  const submit = (
    <Button type="submit" variant="secondary">
      {intl.formatMessage(compareMessages.submit)}
    </Button>
  );
  return (
    <Container className={styles.page}>
      <PageHead title={listMessages.title} description={listMessages.description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(listMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(listMessages.intro)}</Text>
      </div>
      <UseFilter use={use} action={action} onSearch={onSearch} />
      <p className={visuallyHidden} aria-live="polite">
        {models ? intl.formatMessage(modelCountMessage, { count: models.length }) : null}
      </p>
      {models === null ? (
        <FetchError retryHref={retryHref} />
      ) : models.length === 0 ? (
        <div className={styles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(listMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(listMessages.emptyText)}</Text>
          <ButtonLink variant="secondary" link={{ url: action }}>
            {intl.formatMessage(listMessages.showAll)}
          </ButtonLink>
        </div>
      ) : (
        // One GET form around the cards (the filter above is a form of its own): their
        // checkboxes name the models to compare.
        <form
          method="get"
          action={localizePath('models-compare', {}, locale)}
          className={componentStyles.compareForm}
          aria-label={intl.formatMessage(compareMessages.formLabel)}
          onSubmit={compare}
        >
          <div className={componentStyles.compareBar}>
            <Text>{intl.formatMessage(compareMessages.formHint)}</Text>
            {submit}
          </div>
          {groups.map(({ series, models: seriesModels }) => {
            const headingId = `${idPrefix}-${series}`;
            return (
              <section key={series} className={styles.series} aria-labelledby={headingId}>
                <div className={styles.seriesHeader}>
                  <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
                    {series}
                  </Heading>
                  <Text tone="muted">{intl.formatMessage(seriesMessages[series])}</Text>
                </div>
                {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
                <ul role="list" className={componentStyles.cardList}>
                  {seriesModels.map((model) => (
                    <li key={model.id}>
                      <ModelCard
                        model={model}
                        to={modelPath(model.id, locale)}
                        eager={eager-- > 0}
                        compareField={modelsQueryKey}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <div className={componentStyles.compareBar}>{submit}</div>
        </form>
      )}
    </Container>
  );
}
