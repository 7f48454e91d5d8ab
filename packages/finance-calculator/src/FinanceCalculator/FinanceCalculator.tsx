import { useFormatMoney, useLocale } from '@lindner/i18n';
import {
  ButtonAnchor,
  Heading,
  InputLabel,
  Table,
  TableCell,
  TableHeaderCell,
  Text,
} from '@lindner/ui';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import {
  computeFinancePlan,
  defaultRates,
  effectiveRates,
  enquiryUrl as enquiryUrlOf,
  financePlans,
  legalFeePercent,
  maxPrice,
  offerState,
  parseAmount,
  parseOfferDate,
  processingFee,
  validateFinanceInput,
  type FinanceInputErrors,
  type FinancePlan,
  type FinancePlanResult,
} from '../core';
import { defaultEnquiryPath } from './enquiryPath';
import * as styles from './FinanceCalculator.css';
import {
  afterYearsMessage,
  endedMessage,
  fixedPriceMessage,
  fixedPriceWithoutModelMessage,
  legalFeeMessage,
  messages,
  noteFeesMessage,
  planFifthMessage,
  planThirdMessage,
  priceTooHighMessage,
  scheduleMessage,
  validUntilMessage,
} from './messages';

export interface FinanceCalculatorProps {
  /** A model's price in EUR: shown instead of the price input. */
  price?: number;
  /** The model the fixed price belongs to. */
  modelName?: string;
  /** The plan chosen first; `third` when left out. */
  plan?: FinancePlan;
  /** Yearly rates in percent that replace the defaults (0.99 and 1.99). */
  rates?: Partial<Record<FinancePlan, number>>;
  /** The offer's last valid day, ISO `YYYY-MM-DD`; afterwards the widget says it has ended. */
  validUntil?: string;
  /** The clock, for tests and stories. */
  now?: () => Date;
  /** The financing enquiry; the portal's contact page when left out. */
  enquiryUrl?: string;
  /** `h1` where the calculator is the page's subject; `h2` inside a CMS page. */
  titleAs?: 'h1' | 'h2';
}

const systemClock = () => new Date();

/** The finance calculator: price, plan, the payment schedule, totals, rates and the notes. */
export function FinanceCalculator({
  price,
  modelName,
  plan: initialPlan = 'third',
  rates,
  validUntil,
  now = systemClock,
  enquiryUrl,
  titleAs = 'h2',
}: FinanceCalculatorProps) {
  const titleId = useId();
  const intl = useIntl();
  const locale = useLocale();
  const [priceText, setPriceText] = useState('');
  const [priceLeft, setPriceLeft] = useState(false);
  const [plan, setPlan] = useState<FinancePlan>(initialPlan);
  const offerEnds = parseOfferDate(validUntil);
  const state = offerState(offerEnds, now());
  const rateOf = (each: FinancePlan) => rates?.[each] ?? defaultRates[each];

  const typedPrice = price ?? parseAmount(priceText, locale);
  const validation = validateFinanceInput({
    price: price === undefined && priceText.trim() === '' ? undefined : typedPrice,
    plan,
    rate: rateOf(plan),
  });
  const result = validation.ok ? computeFinancePlan(validation.input) : null;
  const errors: FinanceInputErrors = validation.ok ? {} : validation.errors;

  return (
    <section className={styles.calculator} aria-labelledby={titleId}>
      <Heading level={titleAs === 'h1' ? 1 : 2} size="h3" id={titleId}>
        <FormattedMessage {...messages.title} />
      </Heading>
      {state === 'ended' && offerEnds ? (
        <p role="status" className={styles.ended}>
          <FormattedMessage {...endedMessage} values={{ date: longDate(intl, offerEnds) }} />
        </p>
      ) : (
        <>
          {state === 'valid' && offerEnds ? (
            <Text weight="medium">
              <FormattedMessage
                {...validUntilMessage}
                values={{ date: longDate(intl, offerEnds) }}
              />
            </Text>
          ) : null}
          <div className={styles.inputs}>
            {price === undefined ? (
              <PriceInput
                text={priceText}
                onChange={setPriceText}
                onLeave={() => setPriceLeft(true)}
                error={priceText.trim() !== '' || priceLeft ? errors.price : undefined}
              />
            ) : (
              <FixedPrice price={price} modelName={modelName} />
            )}
            <PlanSwitch plan={plan} onChange={setPlan} rateOf={rateOf} />
          </div>
          {errors.rate ? (
            <Text role="alert" size="small" tone="critical">
              <FormattedMessage {...messages.rateInvalid} />
            </Text>
          ) : null}
          {result ? (
            <Results result={result} enquiryUrl={enquiryUrl ?? defaultEnquiryPath(locale)} />
          ) : (
            <Text tone="muted">
              <FormattedMessage {...messages.enterPrice} />
            </Text>
          )}
        </>
      )}
      <Notes level={titleAs === 'h1' ? 2 : 3} />
    </section>
  );
}

/** A `YYYY-MM-DD` date, read in the local calendar so that it prints as that very day. */
function longDate(intl: IntlShape, iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return intl.formatDate(new Date(year, month - 1, day), { dateStyle: 'long' });
}

function percent(intl: IntlShape, value: number, digits = 2): string {
  return intl.formatNumber(value, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

const priceErrorMessages = {
  'price.required': messages.priceRequired,
  'price.notANumber': messages.priceNotANumber,
  'price.notPositive': messages.priceNotPositive,
  'price.tooManyDecimals': messages.priceTooManyDecimals,
} as const;

interface PriceInputProps {
  text: string;
  onChange: (text: string) => void;
  onLeave: () => void;
  error: FinanceInputErrors['price'];
}

function PriceInput({ text, onChange, onLeave, error }: PriceInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const formatMoney = useFormatMoney();
  return (
    <div className={styles.field}>
      <InputLabel htmlFor={id}>
        <FormattedMessage {...messages.price} />
      </InputLabel>
      <Text as="span" id={hintId} size="small" tone="muted">
        <FormattedMessage {...messages.priceHint} />
      </Text>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
      />
      {error ? (
        <Text as="span" id={errorId} size="small" tone="critical">
          {error === 'price.tooHigh' ? (
            <FormattedMessage
              {...priceTooHighMessage}
              values={{ max: formatMoney({ amount: maxPrice, currency: 'EUR' }) }}
            />
          ) : (
            <FormattedMessage {...priceErrorMessages[error]} />
          )}
        </Text>
      ) : null}
    </div>
  );
}

function FixedPrice({ price, modelName }: { price: number; modelName: string | undefined }) {
  const formatMoney = useFormatMoney();
  const formatted = formatMoney({ amount: price, currency: 'EUR' });
  return (
    <Text size="large">
      {modelName ? (
        <FormattedMessage {...fixedPriceMessage} values={{ model: modelName, price: formatted }} />
      ) : (
        <FormattedMessage {...fixedPriceWithoutModelMessage} values={{ price: formatted }} />
      )}
    </Text>
  );
}

interface PlanSwitchProps {
  plan: FinancePlan;
  onChange: (plan: FinancePlan) => void;
  rateOf: (plan: FinancePlan) => number;
}

const planLabels = { third: planThirdMessage, fifth: planFifthMessage } as const;

/** Native radios: the arrow keys move and choose, Tab enters at the chosen plan. */
function PlanSwitch({ plan, onChange, rateOf }: PlanSwitchProps) {
  const name = useId();
  const intl = useIntl();
  return (
    <fieldset className={styles.plans}>
      <legend className={styles.legend}>
        <FormattedMessage {...messages.plan} />
      </legend>
      {financePlans.map((each) => (
        <label key={each} className={styles.planOption}>
          <input
            type="radio"
            name={name}
            value={each}
            checked={plan === each}
            onChange={() => onChange(each)}
            className={styles.radio}
          />
          <span>
            <FormattedMessage
              {...planLabels[each]}
              values={{ rate: percent(intl, rateOf(each) / 100) }}
            />
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Percent({ value, digits = 2 }: { value: number; digits?: number }) {
  return (
    <FormattedNumber
      value={value}
      style="percent"
      minimumFractionDigits={digits}
      maximumFractionDigits={digits}
    />
  );
}

function Money({ amount }: { amount: number }) {
  const formatMoney = useFormatMoney();
  return <>{formatMoney({ amount, currency: 'EUR' })}</>;
}

function Results({ result, enquiryUrl }: { result: FinancePlanResult; enquiryUrl: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const effective = useMemo(() => effectiveRates(result), [result]);
  return (
    <div className={styles.results}>
      <Table
        nowrap
        caption={
          <FormattedMessage
            {...scheduleMessage}
            values={{
              plan: result.plan,
              price: formatMoney({ amount: result.price, currency: 'EUR' }),
            }}
          />
        }
      >
        <thead>
          <tr>
            <TableHeaderCell scope="col">
              <FormattedMessage {...messages.due} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.principal} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.interest} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.amount} />
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              <FormattedMessage {...messages.balanceAfter} />
            </TableHeaderCell>
          </tr>
        </thead>
        <tbody>
          {result.payments.map((payment) => (
            <tr key={payment.year}>
              <TableHeaderCell scope="row">
                {payment.year === 0
                  ? intl.formatMessage(messages.atPurchase)
                  : intl.formatMessage(afterYearsMessage, { years: payment.year })}
              </TableHeaderCell>
              <TableCell align="end">
                <Money amount={payment.principal} />
              </TableCell>
              <TableCell align="end">
                <Money amount={payment.interest} />
              </TableCell>
              <TableCell align="end">
                <Money amount={payment.amount} />
              </TableCell>
              <TableCell align="end">
                <Money amount={payment.balanceAfter} />
              </TableCell>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TableHeaderCell scope="row">
              <FormattedMessage {...messages.sum} />
            </TableHeaderCell>
            <TableCell align="end">
              <Money amount={result.price} />
            </TableCell>
            <TableCell align="end">
              <Money amount={result.totalInterest} />
            </TableCell>
            <TableCell align="end">
              <Money amount={result.totalAmount} />
            </TableCell>
            <TableCell />
          </tr>
        </tfoot>
      </Table>
      <dl className={styles.totals} aria-label={intl.formatMessage(messages.totals)}>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage {...messages.totalInterest} />
          </dt>
          <dd>
            <Money amount={result.totalInterest} />
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage {...messages.totalAmount} />
          </dt>
          <Text as="dd" weight="strong">
            <Money amount={result.totalAmount} />
          </Text>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage {...messages.processingFee} />
          </dt>
          <dd>
            <Money amount={result.processingFee} />
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage
              {...legalFeeMessage}
              values={{ percent: percent(intl, legalFeePercent / 100, 0) }}
            />
          </dt>
          <dd>
            <Money amount={result.legalFee} />
          </dd>
        </div>
      </dl>
      <dl className={styles.totals} aria-label={intl.formatMessage(messages.effectiveRate)}>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage {...messages.effectiveRate} />{' '}
            <FormattedMessage {...messages.effectiveWithoutFees} />
          </dt>
          <dd>
            <EffectiveRate value={effective.withoutFees} />
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <FormattedMessage {...messages.effectiveRate} />{' '}
            <FormattedMessage {...messages.effectiveWithFees} />
          </dt>
          <dd>
            <EffectiveRate value={effective.withFees} />
          </dd>
        </div>
      </dl>
      <Text size="small" tone="muted">
        <FormattedMessage {...messages.effectiveMethod} />
      </Text>
      <ButtonAnchor className={styles.enquiry} href={enquiryUrlOf(enquiryUrl, result)}>
        <FormattedMessage {...messages.enquiry} />
      </ButtonAnchor>
    </div>
  );
}

function EffectiveRate({ value }: { value: number | null }) {
  return value === null ? (
    <FormattedMessage {...messages.effectiveUnavailable} />
  ) : (
    <Percent value={value} />
  );
}

function Notes({ level }: { level: 2 | 3 }) {
  const titleId = useId();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <section className={styles.notes} aria-labelledby={titleId}>
      <Heading level={level} size="standard" id={titleId}>
        <FormattedMessage {...messages.notes} />
      </Heading>
      <ul className={styles.noteList}>
        <li>
          <FormattedMessage {...messages.noteAustria} />
        </li>
        <li>
          <FormattedMessage
            {...noteFeesMessage}
            values={{
              processingFee: formatMoney({ amount: processingFee, currency: 'EUR' }),
              legalFee: percent(intl, legalFeePercent / 100, 0),
            }}
          />
        </li>
        <li>
          <FormattedMessage {...messages.notePrices} />
        </li>
      </ul>
    </section>
  );
}
