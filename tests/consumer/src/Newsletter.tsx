import { Button, Text, TextField, toast } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { useState } from 'react';

interface NewsletterValues {
  email: string;
}

/** The react-final-form binding, as @lindner/ui's README shows it. */
export function Newsletter() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  return (
    <Form<NewsletterValues>
      onSubmit={(values) => {
        setSubscribed(values.email);
        toast.success(`Willkommen im Newsletter, ${values.email}`);
      }}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <TextField name="email" label="E-Mail" required rules="email" />
          <Button type="submit">Anmelden</Button>
          {subscribed === null ? null : <Text>Angemeldet: {subscribed}</Text>}
        </form>
      )}
    />
  );
}
