import '@lindner/ui/Button.css';
import '@lindner/ui/TextField.css';
import '@lindner/ui/router.css';
import { AxleLoadCalculator } from '@lindner/axle-load-calculator';
import { FinanceCalculator } from '@lindner/finance-calculator';
import { Button, Container, Heading, Stack, Text, TextField } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { axleLoadModels } from './axleLoadModels';
import { Newsletter } from './Newsletter';

export function Home() {
  // The app's react-intl, under the provider of @lindner/i18n: one copy for both.
  const intl = useIntl();
  const [name, setName] = useState('');
  const [clicks, setClicks] = useState(0);
  const [otherPackages, setOtherPackages] = useState<readonly string[]>([]);
  useEffect(() => {
    void import('./otherPackages').then(({ loadedPackages }) => setOtherPackages(loadedPackages()));
  }, []);

  return (
    <Container>
      <main>
        <Stack space="large">
          <Heading level={1}>Lindner-Pakete im Test</Heading>
          <TextField
            name="name"
            label="Dein Name"
            value={name}
            onChange={(value) => setName(value ?? '')}
          />
          <Text>{name === '' ? 'Noch kein Name' : `Servus, ${name}!`}</Text>
          <Button onClick={() => setClicks((count) => count + 1)}>Zählen</Button>
          <Text>Geklickt: {intl.formatNumber(clicks)}</Text>
          <Link link={{ url: '/zweite-seite', label: 'Zur zweiten Seite' }} />
          <Newsletter />
          <FinanceCalculator price={60000} modelName="Lintrac 130" />
          <AxleLoadCalculator models={axleLoadModels} syncUrl={false} />
          <Text>Weitere Pakete geladen: {otherPackages.join(', ')}</Text>
        </Stack>
      </main>
    </Container>
  );
}
