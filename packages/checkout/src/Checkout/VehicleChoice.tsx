import type { Vehicle } from '@lindner/api/schema';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Checkout.css';
import { CardChoice, RadioCard } from './Choice';
import { FieldError } from './Field';
import { messages, vehicleLabelMessage } from './messages';
import { Section } from './Section';

/** The fleet's approved vehicles, when no vehicle is given. */
export function VehicleChoice({
  vehicles,
  chosen,
  onChoose,
  serverError,
}: {
  vehicles: Vehicle[];
  chosen: string | null;
  onChoose: (vehicleId: string) => void;
  serverError?: string;
}) {
  const intl = useIntl();
  return (
    <Section title={messages.vehicleSection}>
      {vehicles.length === 0 ? (
        <p className={styles.text}>
          <FormattedMessage {...messages.noVehicles} />
        </p>
      ) : (
        <CardChoice
          legend={messages.vehicleLegend}
          cards={vehicles.map((vehicle) => (
            <RadioCard
              key={vehicle.id}
              name="vehicleId"
              value={vehicle.id}
              checked={chosen === vehicle.id}
              onChoose={() => onChoose(vehicle.id)}
            >
              <span className={styles.cardTitle}>{vehicle.model.name}</span>
              <span className={styles.cardDetail}>
                {intl.formatMessage(vehicleLabelMessage, { vin: vehicle.vin })}
              </span>
            </RadioCard>
          ))}
        >
          <FieldError error={serverError} />
        </CardChoice>
      )}
    </Section>
  );
}
