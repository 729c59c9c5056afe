import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import type { Colleague, ColleagueFields, FileView } from '../lib/people';
import { useColleagues, useCompanies } from '../stores/people';
import { $entitlements } from '../stores/user';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FileUploader } from '../ui/FileUploader';
import { Icon } from '../ui/icons';
import { LoadFailed, Spinner } from '../ui/parts';
import { TabPanel, Tabs, useTabsId } from '../ui/Tabs';
import { ColleagueForm, draftOf, lockedFields } from './ColleagueForm';

type Tab = 'general' | 'files';

/** Edit a colleague profile (SPEC §2: tabs General and Files): the person themselves, or an owner. */
export default function ColleagueDialog({ props, isTop, close }: DialogComponentProps<'colleagueProfile'>) {
  const t = useT();
  const idBase = useTabsId();
  const rights = useStore($entitlements);
  const [tab, setTab] = useState<Tab>(props.tab ?? 'general');
  const companies = useCompanies();
  const company = companies?.find((c) => c.shortId === props.companyShortId);
  const { colleagues, failed, retry } = useColleagues(props.companyShortId);
  const found = colleagues?.find((c) => c.id === props.membershipId) ?? null;
  // The files change here first; a reload of the list brings the same.
  const [person, setPerson] = useState<Colleague | null>(found);
  useEffect(() => {
    if (found) setPerson(found);
  }, [found]);
  const setFiles = useCallback((files: FileView[]) => setPerson((p) => (p ? { ...p, files } : p)), []);
  // The General tab's draft lives here: switching to Files and back keeps what was typed (as the tag editor does).
  const [draft, setDraft] = useState<ColleagueFields | null>(found && draftOf(found));
  useEffect(() => {
    if (found) setDraft((d) => d ?? draftOf(found));
  }, [found]);
  const patchDraft = useCallback(
    (patch: Partial<ColleagueFields>) => setDraft((d) => (d ? { ...d, ...patch } : d)),
    [],
  );

  const companyName = company?.name ?? '';
  const title = !person
    ? t('editColleagueProfile')
    : person.isYou
      ? t('yourColleagueProfileAt', { company: companyName })
      : t('colleagueProfileOf', { name: person.user.fullName, company: companyName });
  const items = [
    { id: 'general' as const, label: t('tabGeneral'), icon: <Icon name="user" className="size-4" /> },
    { id: 'files' as const, label: t('tabFiles'), icon: <Icon name="file" className="size-4" /> },
  ];

  return (
    <DialogFrame title={title} onClose={close} isTop={isTop} size="lg">
      {!person ? (
        <div className="grid min-h-48 place-items-center">
          {colleagues && !found ? (
            <p className="text-error text-sm">{t('colleagueGone')}</p>
          ) : failed ? (
            <LoadFailed message={t('colleaguesLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} />
          ) : (
            <Spinner label={t('loading')} />
          )}
        </div>
      ) : (
        <>
          <Tabs items={items} current={tab} onChange={setTab} label={title} idBase={idBase} />
          <TabPanel idBase={idBase} current={tab} className="min-h-[20rem]">
            {tab === 'general' ? (
              draft && (
                <ColleagueForm
                  companyShortId={props.companyShortId}
                  person={person}
                  draft={draft}
                  onChange={patchDraft}
                  canUseCustomLinks={person.isYou ? Boolean(rights?.canUseCustomLinks) : true}
                  locked={company?.role === 'owner' ? [] : lockedFields(company?.colleagueMayChange ?? null)}
                  onDone={close}
                />
              )
            ) : (
              <FileUploader
                files={person.files}
                owner={{ shortId: props.companyShortId, membershipId: props.membershipId }}
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
