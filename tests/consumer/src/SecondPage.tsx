import { Container, Heading, Stack } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';

export function SecondPage() {
  return (
    <Container>
      <main>
        <Stack space="large">
          <Heading level={1}>Zweite Seite</Heading>
          <BackLink to="/" label="Zur Startseite" />
        </Stack>
      </main>
    </Container>
  );
}
