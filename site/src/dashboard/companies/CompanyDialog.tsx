import { useStore } from '@nanostores/react';
import { lazy, type SetStateAction, Suspense, useCallback, useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import type { FileView } from '../lib/people';
import { useCompany } from '../stores/people';
import { $entitlements } from '../stores/user';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FileUploader } from '../ui/FileUploader';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { QrStyleEditor } from '../ui/QrStyleEditor';
import { TabPanel, Tabs, useTabsId } from '../ui/Tabs';
import { type CompanyEdits, CompanyGeneralForm, editsOf } from './CompanyGeneralForm';
import { DesignEditor } from './DesignEditor';

type Tab = 'general' | 'files' | 'qr' | 'design' | 'sso' | 'crm' | 'leadForm' | 'retention';

// Owners only, and rarely: its code (and the API texts its checks use) loads when the tab opens.
const SsoTab = lazy(() => import('./SsoTab'));
// Owners only too (issue 31): the CRM connection and its sync queue, with the `crm` texts.
const CrmTab = lazy(() => import('./crm/CrmTab'));
const LeadFormTab = lazy(() => import('../contacts/lead-form/CompanyLeadFormTab'));
// How long leads and visit details are kept (issue 33): owners choose, colleagues read.
const RetentionTab = lazy(() => import('./RetentionTab'));

/** Create a company, or edit one (SPEC §2: tabs General and Files; QR code: its codes' default style, issue 21). */
export default function CompanyDialog({ props, isTop, close }: DialogComponentProps<'companyForm'>) {
  const t = useT();
  const idBase = useTabsId();
  const rights = useStore($entitlements);
  const [tab, setTab] = useState<Tab>(props.tab ?? 'general');
  const [company, setCompany] = useCompany(props.shortId);
  const setFiles = useCallback(
    (files: FileView[]) => setCompany((c) => (c ? { ...c, files } : c)),
    [setCompany],
  );
  // The General tab's edits live here: switching to Files and back keeps them (as the tag editor does).
  const [edits, setEdits] = useState<CompanyEdits | null>(null);
  useEffect(() => {
    if (company) setEdits((e) => e ?? editsOf(company));
  }, [company]);
  const keepEdits = useCallback(
    (action: SetStateAction<CompanyEdits>) =>
      setEdits((e) => (e === null ? e : typeof action === 'function' ? action(e) : action)),
    [],
  );

  if (!props.shortId) {
    return (
      <DialogFrame title={t('createCompany')} onClose={close} isTop={isTop} size="lg">
        <CompanyGeneralForm onDone={close} />
      </DialogFrame>
    );
  }

  const items = [
    { id: 'general' as const, label: t('tabGeneral'), icon: <Icon name="building" className="size-4" /> },
    { id: 'files' as const, label: t('tabFiles'), icon: <Icon name="file" className="size-4" /> },
    { id: 'qr' as const, label: t('tabQrStyle'), icon: <Icon name="qr" className="size-4" /> },
    { id: 'leadForm' as const, label: t('tabLeadForm'), icon: <Icon name="contacts" className="size-4" /> },
    { id: 'retention' as const, label: t('tabRetention'), icon: <Icon name="shield" className="size-4" /> },
    // The card design is the owners' (issue 23).
    ...(company?.role === 'owner'
      ? [
          { id: 'design' as const, label: t('tabDesign'), icon: <Icon name="pencil" className="size-4" /> },
          { id: 'sso' as const, label: t('tabSso'), icon: <Icon name="key" className="size-4" /> },
          { id: 'crm' as const, label: t('tabCrm'), icon: <Icon name="contacts" className="size-4" /> },
        ]
      : []),
  ];
  return (
    <DialogFrame
      title={company ? t('editCompanyTitle', { name: company.name }) : t('editCompany')}
      onClose={close}
      isTop={isTop}
      size="lg"
    >
      {!company ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner label={t('loading')} />
        </div>
      ) : (
        <>
          <Tabs items={items} current={tab} onChange={setTab} label={t('editCompany')} idBase={idBase} />
          <TabPanel idBase={idBase} current={tab} className="min-h-[20rem]">
            {tab === 'general' ? (
              edits && (
                <CompanyGeneralForm
                  key={company.shortId}
                  company={company}
                  onDone={close}
                  kept={[edits, keepEdits]}
                />
              )
            ) : tab === 'sso' ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <SsoTab companyShortId={company.shortId} />
              </Suspense>
            ) : tab === 'crm' ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <CrmTab companyShortId={company.shortId} notice={props.crmNotice} />
              </Suspense>
            ) : tab === 'leadForm' ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <LeadFormTab companyShortId={company.shortId} isOwner={company.role === 'owner'} />
              </Suspense>
            ) : tab === 'retention' ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <RetentionTab companyShortId={company.shortId} isOwner={company.role === 'owner'} />
              </Suspense>
            ) : tab === 'design' ? (
              <DesignEditor companyShortId={company.shortId} coverPath={company.coverPath} />
            ) : tab === 'qr' ? (
              <QrStyleEditor kind="company" id={company.shortId} />
            ) : (
              <FileUploader
                files={company.files ?? []}
                owner={{ shortId: company.shortId }}
                onFiles={setFiles}
                canUpload={Boolean(rights?.canUploadFiles)}
                upsell={t('filesUpsell')}
              />
            )}
          </TabPanel>
        </>
      )}
    </DialogFrame>
  );
}
