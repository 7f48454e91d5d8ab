import { localizePath } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { FormPageLayout } from '../../FormPageLayout';
import { rmiFormIsland } from '../../islands/rmi-form';
import { rmiMessages as messages } from '../../messages';
import type { RmiFormProps } from '../../RmiForm';
import type { ApiAddress } from '../../sendForm';

export interface RmiViewProps {
  api: ApiAddress;
  /** Sends instead of the API (stories). */
  onSubmit?: RmiFormProps['onSubmit'];
}

/** The RMI page for independent workshops: heading, introduction, how it goes; the form is its island. */
export function RmiView({ api, onSubmit }: RmiViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  return (
    <FormPageLayout
      title={messages.title}
      description={messages.description}
      intro={messages.intro}
      titleId={titleId}
      aside={<Text>{intl.formatMessage(messages.howItGoes)}</Text>}
    >
      <Island
        of={rmiFormIsland}
        props={{
          labelledBy: titleId,
          privacyHref: localizePath('privacy', {}, locale),
          api,
          onSubmit,
        }}
      />
    </FormPageLayout>
  );
}
