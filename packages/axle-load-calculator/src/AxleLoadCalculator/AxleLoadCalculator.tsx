import type { AxleLoadModel } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import {
  Banner,
  Button,
  cx,
  FetchError,
  Heading,
  InputLabel,
  Table,
  TableCell,
  TableHeaderCell,
  Text,
} from '@lindner/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  computeAxleLoads,
  emptyAxleLoadForm,
  modelValues,
  readAxleLoadQuery,
  validateAxleLoadInput,
  writeAxleLoadQuery,
  type AxleLoadErrorKey,
  type AxleLoadField,
  type AxleLoadFormState,
} from '../core';
import * as styles from './AxleLoadCalculator.css';
import { AxleLoadDiagram } from './AxleLoadDiagram';
import { MeasureField } from './MeasureField';
import { messages } from './messages';
import { useAxleLoadModels } from './useAxleLoadModels';

export interface AxleLoadCalculatorProps {
  /** The model range to pick from; without it the models are fetched from `apiBase`. */
  models?: AxleLoadModel[];
  /** The API's base address, e.g. `https://portal.lindner-traktoren.at/api`. */
  apiBase?: string;
  /** The API's client segment. */
  segment?: string;
  /**
   * Keeps the inputs in the page's URL query (read on start, replaced while typing) so that a
   * result can be shared as a link. Off when several calculators share a page.
   */
  syncUrl?: boolean;
  /** The values to start from when the URL does not hold any (or `syncUrl` is off). */
  initialValues?: Partial<AxleLoadFormState>;
  /** `h1` when the calculator is the page's subject, as on the portal's calculator page. */
  titleAs?: 'h1' | 'h2';
  className?: string;
}

const errorMessages: Record<AxleLoadErrorKey, MessageDescriptor> = {
  required: messages.errorRequired,
  notANumber: messages.errorNotANumber,
  negative: messages.errorNegative,
  notPositive: messages.errorNotPositive,
  axleLoadsDoNotAddUp: messages.errorAxleLoadsDoNotAddUp,
};

type Unit = 'kg' | 'm';
const groups: { legend: MessageDescriptor; fields: [AxleLoadField, Unit, MessageDescriptor?][] }[] =
  [
    {
      legend: messages.tractor,
      fields: [
        ['netWeight', 'kg'],
        ['netFrontAxleLoad', 'kg'],
        ['netRearAxleLoad', 'kg'],
        ['wheelbase', 'm'],
      ],
    },
    {
      legend: messages.permitted,
      fields: [
        ['permittedFrontAxleLoad', 'kg'],
        ['permittedRearAxleLoad', 'kg'],
        ['permittedTotalWeight', 'kg'],
      ],
    },
    {
      legend: messages.frontAttachment,
      fields: [
        ['frontWeight', 'kg'],
        ['frontDistance', 'm', messages.frontDistanceHint],
      ],
    },
    {
      legend: messages.rearAttachment,
      fields: [
        ['rearWeight', 'kg'],
        ['rearDistance', 'm', messages.rearDistanceHint],
      ],
    },
  ];

function startingForm(syncUrl: boolean, initial?: Partial<AxleLoadFormState>): AxleLoadFormState {
  const empty = emptyAxleLoadForm();
  const fromInitial = {
    modelId: initial?.modelId ?? '',
    values: { ...empty.values, ...initial?.values },
  };
  if (!syncUrl || typeof window === 'undefined') return fromInitial;
  const fromUrl = readAxleLoadQuery(window.location.search);
  const urlHasValues =
    fromUrl.modelId !== '' || Object.values(fromUrl.values).some((value) => value !== '');
  return urlHasValues ? fromUrl : fromInitial;
}

/**
 * The axle-load calculator: pick a model or type the tractor's figures, add front and rear
 * attachments, and see the axle loads against the permitted values while typing.
 */
export function AxleLoadCalculator({
  models,
  apiBase,
  segment = 'portal',
  syncUrl = true,
  initialValues,
  titleAs = 'h2',
  className,
}: AxleLoadCalculatorProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [form, setForm] = useState(() => startingForm(syncUrl, initialValues));
  const [touched, setTouched] = useState<ReadonlySet<AxleLoadField>>(new Set());
  const { state: modelsState, retry } = useAxleLoadModels(models, apiBase, segment);
  // A start that names a model and no figure (a model page's link, a CMS page's `modelId`) gets
  // the model's figures once the models are there, as picking it would.
  const [fillsModelFigures, setFillsModelFigures] = useState(
    () => form.modelId !== '' && Object.values(form.values).every((value) => value === ''),
  );
  // A model the calculator does not know, or knows without all its figures (a vehicle's page
  // links any model of the fleet): the figures it has, and a note to add the others.
  const [lacksModelFigures, setLacksModelFigures] = useState(false);
  if (fillsModelFigures && modelsState.status === 'loaded') {
    setFillsModelFigures(false);
    const model = modelsState.models.find((each) => each.id === form.modelId);
    const figures = model ? modelValues(model, locale) : null;
    setLacksModelFigures(!figures || Object.values(figures).some((value) => value === ''));
    setForm({ modelId: model?.id ?? '', values: { ...form.values, ...figures } });
  }
  const pickedModel =
    modelsState.status === 'loaded'
      ? modelsState.models.find((each) => each.id === form.modelId)
      : undefined;

  useEffect(() => {
    if (!syncUrl) return;
    const query = writeAxleLoadQuery(window.location.search, form);
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [form, syncUrl]);

  const validation = validateAxleLoadInput(form.values, locale);
  const errors = validation.ok ? {} : validation.errors;
  const setValue = (field: AxleLoadField, value: string) =>
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  const pickModel = (modelId: string) => {
    setLacksModelFigures(false);
    const model =
      modelsState.status === 'loaded' ? modelsState.models.find((m) => m.id === modelId) : null;
    setForm((current) => ({
      modelId,
      values: model ? { ...current.values, ...modelValues(model, locale) } : current.values,
    }));
  };
  // An empty field is not an error until the user has left it.
  const shownError = (field: AxleLoadField): ReactNode => {
    const key = errors[field];
    if (!key || (key === 'required' && !touched.has(field))) return undefined;
    return intl.formatMessage(errorMessages[key]);
  };

  const modelSelectId = `${id}-model`;
  return (
    <section className={cx(styles.calculator, className)} aria-labelledby={`${id}-title`}>
      <Heading level={titleAs === 'h1' ? 1 : 2} size="h3" id={`${id}-title`}>
        <FormattedMessage {...messages.title} />
      </Heading>
      <Text>
        <FormattedMessage {...messages.intro} />
      </Text>

      {modelsState.status === 'error' ? <FetchError onRetry={retry} /> : null}
      {modelsState.status === 'loading' || modelsState.status === 'loaded' ? (
        // While the models load, the same field stands there disabled, saying so: the form
        // below stays where it is when they arrive.
        <div className={styles.field}>
          <InputLabel htmlFor={modelSelectId}>
            <FormattedMessage {...messages.model} />
          </InputLabel>
          {modelsState.status === 'loaded' ? (
            <select
              id={modelSelectId}
              className={styles.select}
              value={form.modelId}
              onChange={(event) => pickModel(event.target.value)}
            >
              <option value="">{intl.formatMessage(messages.modelNone)}</option>
              {modelsState.models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.name}
                </option>
              ))}
            </select>
          ) : (
            <select id={modelSelectId} className={styles.select} disabled aria-busy="true">
              <option>{intl.formatMessage(messages.modelsLoading)}</option>
            </select>
          )}
        </div>
      ) : null}
      {lacksModelFigures ? (
        <Banner tone="info">
          <FormattedMessage {...messages.modelFiguresMissing} />
        </Banner>
      ) : null}

      <div className={styles.groups}>
        {groups.map((group) => (
          <fieldset key={group.legend.id} className={styles.group}>
            <legend className={styles.legend}>
              <FormattedMessage {...group.legend} />
            </legend>
            {group.fields.map(([field, unit, hint]) => (
              <MeasureField
                key={field}
                id={`${id}-${field}`}
                label={<FormattedMessage {...messages[field]} />}
                unit={<FormattedMessage {...(unit === 'kg' ? messages.kg : messages.metres)} />}
                hint={hint ? <FormattedMessage {...hint} /> : undefined}
                value={form.values[field]}
                error={shownError(field)}
                onChange={(value) => setValue(field, value)}
                onBlur={() => setTouched((current) => new Set(current).add(field))}
              />
            ))}
          </fieldset>
        ))}
      </div>

      <div className={styles.results}>
        <Heading level={titleAs === 'h1' ? 2 : 3} size="h4" id={`${id}-results`}>
          <FormattedMessage {...messages.results} />
        </Heading>
        {validation.ok ? (
          <AxleLoadResults
            input={{
              ...validation.input,
              minimumFrontAxleShare: pickedModel?.minimumFrontAxleShare,
            }}
            titleId={`${id}-results`}
          />
        ) : (
          <Text tone="muted">
            <FormattedMessage {...messages.incomplete} />
          </Text>
        )}
        <Button variant="secondary" className={styles.printButton} onClick={() => window.print()}>
          <FormattedMessage {...messages.print} />
        </Button>
      </div>
    </section>
  );
}

interface AxleLoadResultsProps {
  input: Parameters<typeof computeAxleLoads>[0];
  /** The results heading, which names the table. */
  titleId: string;
}

function AxleLoadResults({ input, titleId }: AxleLoadResultsProps) {
  const intl = useIntl();
  const kg = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const result = computeAxleLoads(input);
  const share = intl.formatNumber(result.minimumFrontAxleShare, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const rows = [
    {
      name: messages.totalWeight,
      key: 'totalWeight',
      without: input.netWeight,
      permitted: input.permittedTotalWeight,
    },
    {
      name: messages.frontAxleLoad,
      key: 'frontAxleLoad',
      without: result.frontAxleLoadWithoutDevice,
      permitted: input.permittedFrontAxleLoad,
    },
    {
      name: messages.rearAxleLoad,
      key: 'rearAxleLoad',
      without: result.rearAxleLoadWithoutDevice,
      permitted: input.permittedRearAxleLoad,
    },
  ] as const;
  const exceeded = rows.filter((row) => result.exceeds[row.key]);

  return (
    <>
      <Table aria-labelledby={titleId}>
        <thead>
          <tr>
            <TableHeaderCell scope="col">
              <FormattedMessage {...messages.quantity} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.withoutDevice} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.withDevice} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.permittedColumn} />
            </TableHeaderCell>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <TableHeaderCell scope="row">
                <FormattedMessage {...row.name} />
              </TableHeaderCell>
              <TableCell align="end">
                <FormattedMessage {...messages.amount} values={{ value: kg(row.without) }} />
              </TableCell>
              <TableCell
                align="end"
                className={result.exceeds[row.key] ? styles.tooHigh : undefined}
              >
                <FormattedMessage {...messages.amount} values={{ value: kg(result[row.key]) }} />
              </TableCell>
              <TableCell align="end">
                <FormattedMessage {...messages.amount} values={{ value: kg(row.permitted) }} />
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>

      <div className={styles.verdict}>
        {exceeded.length > 0 ? (
          <Banner tone="error" title={intl.formatMessage(messages.exceededTitle)}>
            <ul className={styles.list}>
              {exceeded.map((row) => (
                <li key={row.key}>
                  <FormattedMessage
                    {...messages.exceeded}
                    values={{
                      quantity: intl.formatMessage(row.name),
                      excess: kg(result.excess[row.key]),
                    }}
                  />
                </li>
              ))}
            </ul>
          </Banner>
        ) : null}
        {result.frontAxleTooLight ? (
          <Banner tone="warning">
            <FormattedMessage {...messages.frontAxleTooLight} values={{ share }} />{' '}
            {input.front ? (
              <FormattedMessage
                {...messages.frontBallastAhead}
                values={{
                  ballast: kg(result.minimumFrontBallast),
                  distance: intl.formatNumber(input.front.distance, { maximumFractionDigits: 2 }),
                }}
              />
            ) : (
              <FormattedMessage
                {...messages.frontBallastOverAxle}
                values={{ ballast: kg(result.minimumFrontBallast) }}
              />
            )}
          </Banner>
        ) : null}
        {exceeded.length === 0 && !result.frontAxleTooLight ? (
          <Text role="status" tone="success">
            <FormattedMessage {...messages.withinLimits} />
          </Text>
        ) : null}
      </div>

      <Text>
        <FormattedMessage {...messages.minimumFrontBallast} />
        {': '}
        <strong>
          {result.minimumFrontBallast > 0 ? (
            <FormattedMessage
              {...messages.amount}
              values={{ value: kg(result.minimumFrontBallast) }}
            />
          ) : (
            <FormattedMessage {...messages.noBallastNeeded} />
          )}
        </strong>
      </Text>

      <AxleLoadDiagram input={input} result={result} />
    </>
  );
}
