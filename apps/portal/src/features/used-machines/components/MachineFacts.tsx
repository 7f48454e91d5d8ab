import type { Machine } from '@lindner/api/schema';
import { Heading } from '@lindner/ui';
import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  conditionGradeMessage,
  controlUnitsMessage,
  detailMessages,
  equipmentMessages,
  fieldMessages,
  frontHydraulicsMessages,
  frontLoaderMessages,
  offerTypeMessages,
  priceMessages,
  transmissionMessages,
  typeMessages,
  vehicleClassMessages,
} from '../messages';
import { formatHorsepower, formatPlace, formatUnit } from './format';
import * as styles from './machines.css';

/** A row of a group: its label, and its value as shown; null leaves the row out. */
type Fact = [MessageDescriptor, string | null];

export interface FactGroupSpec {
  heading: MessageDescriptor;
  facts: Fact[];
}

/**
 * Every field of SPEC.md "Machine" in its four groups, each value written with its unit in the
 * page's language. A field the seller left empty is left out.
 */
export function machineFactGroups(
  intl: IntlShape,
  machine: Machine,
  formatPrice: (cents: number) => string,
): FactGroupSpec[] {
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const unit = (value: number | null, name: string) =>
    value === null ? null : formatUnit(intl, value, name);
  const yesNo = (value: boolean | null) =>
    value === null ? null : text(value ? detailMessages.yes : detailMessages.no);
  const percent = (value: number | null) =>
    value === null ? null : intl.formatNumber(value / 100, { style: 'percent' });
  const price =
    machine.priceCents === null
      ? text(priceMessages.onRequest)
      : `${formatPrice(machine.priceCents)} ${text(
          machine.vatDeductible ? priceMessages.vatIncluded : priceMessages.vatNotShown,
        )}`;
  const controlUnits =
    machine.controlUnitsSingle === null && machine.controlUnitsDouble === null
      ? null
      : intl.formatMessage(controlUnitsMessage, {
          single: machine.controlUnitsSingle ?? 0,
          double: machine.controlUnitsDouble ?? 0,
        });
  const equipment = machine.equipment.length
    ? intl.formatList(machine.equipment.map((each) => text(equipmentMessages[each])))
    : null;
  return [
    {
      heading: detailMessages.identity,
      facts: [
        [fieldMessages.identifier, machine.identifier],
        [fieldMessages.type, text(typeMessages[machine.type])],
        [fieldMessages.vehicleClass, text(vehicleClassMessages[machine.vehicleClass])],
        [fieldMessages.manufacturer, machine.manufacturer],
        [fieldMessages.model, machine.model],
        [fieldMessages.typeDescription, machine.typeDescription],
        [fieldMessages.vin, machine.vin],
        [
          fieldMessages.yearOfConstruction,
          machine.yearOfConstruction === null ? null : String(machine.yearOfConstruction),
        ],
      ],
    },
    {
      heading: detailMessages.condition,
      facts: [
        [fieldMessages.price, price],
        [fieldMessages.offerType, text(offerTypeMessages[machine.offerType])],
        [fieldMessages.operatingHours, unit(machine.operatingHours, 'hour')],
        [fieldMessages.location, formatPlace(intl, machine.location)],
        [fieldMessages.conditionClass, machine.conditionClass],
        [
          fieldMessages.conditionGrade,
          machine.conditionGrade === null
            ? null
            : intl.formatMessage(conditionGradeMessage, { grade: machine.conditionGrade }),
        ],
      ],
    },
    {
      heading: detailMessages.equipmentAndDrive,
      facts: [
        [
          fieldMessages.horsepower,
          machine.horsepower === null ? null : formatHorsepower(intl, machine.horsepower),
        ],
        [fieldMessages.turbo, yesNo(machine.turbo)],
        [
          fieldMessages.transmission,
          machine.transmission === null ? null : text(transmissionMessages[machine.transmission]),
        ],
        [fieldMessages.drive, machine.drive],
        [fieldMessages.maxSpeed, unit(machine.maxSpeedKmh, 'kilometer-per-hour')],
        [fieldMessages.tireSet, machine.tireSet],
        [fieldMessages.tireWearFront, percent(machine.tireWearFrontPercent)],
        [fieldMessages.tireWearRear, percent(machine.tireWearRearPercent)],
        [
          fieldMessages.frontLoader,
          machine.frontLoader === null ? null : text(frontLoaderMessages[machine.frontLoader]),
        ],
        [
          fieldMessages.frontHydraulics,
          machine.frontHydraulics === null
            ? null
            : text(frontHydraulicsMessages[machine.frontHydraulics]),
        ],
        [fieldMessages.controlUnits, controlUnits],
        [fieldMessages.color, machine.color],
        [fieldMessages.colorRal, machine.colorRal],
        [fieldMessages.equipment, equipment],
        [fieldMessages.equipmentNotes, machine.equipmentNotes],
      ],
    },
    {
      heading: detailMessages.consumptionAndDimensions,
      facts: [
        [fieldMessages.totalConsumption, unit(machine.totalConsumptionLiters, 'liter')],
        [
          fieldMessages.averageConsumption,
          unit(machine.averageConsumptionLitersPerHour, 'liter-per-hour'),
        ],
        [fieldMessages.length, unit(machine.lengthMm, 'millimeter')],
        [fieldMessages.width, unit(machine.widthMm, 'millimeter')],
        [fieldMessages.height, unit(machine.heightMm, 'millimeter')],
        [fieldMessages.partHeight, unit(machine.partHeightMm, 'millimeter')],
        [fieldMessages.wheelBase, unit(machine.wheelBaseMm, 'millimeter')],
        [fieldMessages.maxWeight, unit(machine.maxWeightKg, 'kilogram')],
        [fieldMessages.maxWeightFront, unit(machine.maxWeightFrontKg, 'kilogram')],
        [fieldMessages.maxWeightRear, unit(machine.maxWeightRearKg, 'kilogram')],
      ],
    },
  ];
}

/** One group of facts as a description list under its heading; none without a value. */
export function FactGroup({ heading, facts }: FactGroupSpec) {
  const intl = useIntl();
  const headingId = useId();
  const shown = facts.filter((fact): fact is [MessageDescriptor, string] => fact[1] !== null);
  if (shown.length === 0) return null;
  return (
    <section className={styles.factGroup} aria-labelledby={headingId}>
      <Heading level={2} size="h4" id={headingId}>
        {intl.formatMessage(heading)}
      </Heading>
      <dl className={styles.factList}>
        {shown.map(([label, value]) => (
          <div key={label.id} className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(label)}</dt>
            <dd className={styles.factRowValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
