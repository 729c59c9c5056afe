import { useState } from 'react';
import { useT } from '../lib/i18n';
import type { SettingsTab } from '../stores/dialogs';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { Icon } from '../ui/icons';
import { TabPanel, Tabs, useTabsId } from '../ui/Tabs';
import { AccountTab } from './AccountTab';
import { ApiTab } from './ApiTab';
import { DeleteTab } from './DeleteTab';
import { MyDataTab } from './MyDataTab';
import { ReportsTab } from './ReportsTab';
import { TwoFactorTab } from './TwoFactorTab';
import { UserTab } from './UserTab';

/** Account settings (SPEC §2): User, Account, Reports (issue 22), 2FA, My data (issue 33), Delete account, API. */
export default function SettingsDialog({ props, isTop, close }: DialogComponentProps<'settings'>) {
  const t = useT();
  const idBase = useTabsId();
  const [tab, setTab] = useState<SettingsTab>(props.tab ?? 'user');
  const items = [
    { id: 'user' as const, label: t('tabUser'), icon: <Icon name="user" className="size-4" /> },
    { id: 'account' as const, label: t('tabAccount'), icon: <Icon name="mail" className="size-4" /> },
    { id: 'reports' as const, label: t('tabReports'), icon: <Icon name="chart" className="size-4" /> },
    { id: 'otp' as const, label: t('tabOtp'), icon: <Icon name="shield" className="size-4" /> },
    { id: 'data' as const, label: t('tabMyData'), icon: <Icon name="download" className="size-4" /> },
    { id: 'delete' as const, label: t('tabDelete'), icon: <Icon name="trash" className="size-4" /> },
    { id: 'api' as const, label: t('tabApi'), icon: <Icon name="key" className="size-4" /> },
  ];
  return (
    <DialogFrame title={t('settingsTitle')} onClose={close} isTop={isTop} size="lg">
      <Tabs items={items} current={tab} onChange={setTab} label={t('settingsTitle')} idBase={idBase} />
      <TabPanel idBase={idBase} current={tab} className="min-h-[24rem]">
        {tab === 'user' && <UserTab />}
        {tab === 'account' && <AccountTab />}
        {tab === 'reports' && <ReportsTab />}
        {tab === 'otp' && <TwoFactorTab />}
        {tab === 'data' && <MyDataTab />}
        {tab === 'delete' && <DeleteTab />}
        {tab === 'api' && <ApiTab />}
      </TabPanel>
    </DialogFrame>
  );
}
