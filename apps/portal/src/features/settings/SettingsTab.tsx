import { TabContentLayout, type LayoutState } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { navigationMessages } from '../../shared/personalArea/messages';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';

/** A tab of the settings: the page heading, the tab's heading, then loading, error or content. */
export function SettingsTab({
  title,
  state,
  onRetry,
  children,
}: {
  title: MessageDescriptor;
  state: LayoutState;
  onRetry: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.settings)}>
      <TabContentLayout title={intl.formatMessage(title)} state={state} onRetry={onRetry}>
        {children}
      </TabContentLayout>
    </PersonalPage>
  );
}
