import { useStore } from '@nanostores/react';
import type { DynatagFile } from '@shared/types/dynatags';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { notifyError } from '../../stores/notifications';
import { $tagEditorTourSeen } from '../../stores/prefs';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { FormMessage } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { TabPanel, Tabs, useTabsId } from '../../ui/Tabs';
import { changesOf, draftOf, mergeImport } from './draft';
import { ConflictNotice, StashNotice } from './EditorNotices';
import { FilesTab } from './FilesTab';
import { GeneralTab } from './GeneralTab';
import { ImportPicker } from './ImportPicker';
import { loadMapTiles } from './map-tiles';
import { useEditorT } from './modules/i18n';
import { PreviewPane } from './PreviewPane';
import { useRulesT } from './routing/i18n';
import { RulesTab } from './routing/RulesTab';
import { versionShown } from './routing/routing-draft';
import { SplitTab } from './routing/SplitTab';
import { useSplits } from './routing/use-splits';
import { ViewAsPanel } from './routing/ViewAsPanel';
import { ScheduleBar } from './ScheduleBar';
import { TagQr } from './TagQr';
import { TOUR_STEPS, Tour } from './Tour';
import { filesOf, uploadTagFiles } from './tag-files';
import { useCloseGuard } from './use-close-guard';
import { useDynatagEditor } from './use-editor';
import { VersionsTab } from './VersionsTab';

type Tab = 'general' | 'rules' | 'split' | 'files' | 'versions' | 'qr';

/**
 * Create or edit a dynatag (SPEC §2 "edit dynatag (General, Files)"): the fields and modules, the files, earlier
 * versions and the QR code, beside a live preview at phone width. A save is based on the version loaded; a newer
 * save elsewhere (409 or a live event) shows the reload warning of SPEC §8.
 */
export default function DynatagEditorDialog({ props, isTop, close }: DialogComponentProps<'dynatagEditor'>) {
  const appT = useT();
  const { t } = useEditorT();
  const { t: rt } = useRulesT();
  const idBase = useTabsId();
  const editor = useDynatagEditor(props.companyId, props.dynatagId);
  const { id, detail, draft, dirty, busy, conflict } = editor;
  const [tab, setTab] = useState<Tab>('general');
  const [importing, setImporting] = useState(false);
  const tourSeen = useStore($tagEditorTourSeen);
  const [touring, setTouring] = useState(!tourSeen);
  const content = useRef<HTMLDivElement>(null);
  const requestClose = useCloseGuard({ dirty, isTop, close });
  const loading = Boolean(props.dynatagId) && !detail && !editor.failed;
  /** The version the General tab's modules edit ('' the own content, else a variant's key). */
  const [editing, setEditing] = useState('');
  /** The version "View as" answered with, shown in the preview while the Rules tab is open. */
  const [viewed, setViewed] = useState<string | null>(null);
  const splits = useSplits(id, detail?.version);

  // A refused save opens where its problem is: the variant's modules, or the rules.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the problems change
  useEffect(() => {
    const first = Object.keys(editor.routeErrors)[0];
    if (!first) return;
    const variant = first.match(/^variants\.(\d+)/);
    if (variant) {
      setEditing(draft.variants[Number(variant[1])]?.key ?? '');
      setTab('general');
    } else if (first.startsWith('rules')) setTab('rules');
  }, [editor.routeErrors]);

  // The maps (location lock, map modules) use the server's tile source; asked before any map opens.
  useEffect(() => {
    void loadMapTiles();
  }, []);

  const files = useMemo<DynatagFile[]>(
    () => [...(detail?.files ?? []), ...editor.pending.map((p) => p.view)],
    [detail?.files, editor.pending],
  );
  // The name is the owners' own and never shown on the page: typing it does not ask for a new preview.
  // The version shown: the one "View as" chose on the Rules tab, else the one being edited.
  const shownKey = tab === 'rules' && viewed !== null ? viewed : editing;
  const shownName =
    draft.variants.find((v) => v.key === shownKey)?.name ?? (shownKey === '' ? rt('ownContent') : '');
  const previewFields = useMemo(() => {
    const {
      name: _name,
      variants: _variants,
      rules: _rules,
      rulesTimeZone: _zone,
      ...shown
    } = changesOf(draftOf(null), draft, true);
    const version = versionShown({ modules: draft.modules, label: draft.label }, draft.variants, shownKey);
    return { ...shown, modules: version.modules, label: version.label };
  }, [draft, shownKey]);

  const onUploadFiles = useCallback(
    async (chosen: File[]): Promise<DynatagFile[]> => {
      if (!id) return editor.addPending(chosen);
      const answer = await uploadTagFiles(id, chosen);
      const next = answer.ok ? filesOf(answer.data) : null;
      if (!next) {
        notifyError(answer.message);
        return [];
      }
      const before = new Set(files.map((f) => f.id));
      editor.filesChanged(next);
      return next.files.filter((f) => !before.has(f.id));
    },
    [id, files, editor.addPending, editor.filesChanged],
  );

  const endTour = () => {
    setTouring(false);
    $tagEditorTourSeen.set(true);
  };
  const startTour = () => {
    setTab('general');
    setTouring(true);
  };

  const items = [
    { id: 'general' as const, label: appT('tabGeneral'), icon: <Icon name="tag" className="size-4" /> },
    { id: 'rules' as const, label: rt('tabRules'), icon: <Icon name="forward" className="size-4" /> },
    ...(id
      ? [{ id: 'split' as const, label: rt('tabSplit'), icon: <Icon name="chart" className="size-4" /> }]
      : []),
    { id: 'files' as const, label: appT('tabFiles'), icon: <Icon name="file" className="size-4" /> },
    ...(id
      ? [
          {
            id: 'versions' as const,
            label: t('tabVersions'),
            icon: <Icon name="refresh" className="size-4" />,
          },
          { id: 'qr' as const, label: t('tabQr'), icon: <Icon name="qr" className="size-4" /> },
        ]
      : []),
  ];

  const title = id ? t('editTitle', { name: detail?.name ?? '' }) : t('createTitle');
  const help = (
    <button type="button" className="btn btn-ghost btn-sm" onClick={startTour} disabled={loading}>
      <Icon name="info" className="size-4" />
      <span className="max-sm:sr-only">{t('tourStart')}</span>
    </button>
  );

  return (
    <DialogFrame title={title} onClose={requestClose} isTop={isTop} size="xl" headerExtra={help}>
      {loading ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner label={appT('loading')} />
        </div>
      ) : editor.failed ? (
        <FormMessage result={{ ok: false, message: t('loadFailed') }} />
      ) : (
        <div ref={content} data-testid="tag-editor">
          {editor.deleted && <FormMessage result={{ ok: false, message: t('deletedElsewhere') }} />}
          {conflict && !editor.deleted && (
            <ConflictNotice dirty={dirty} busy={busy} onReload={() => void editor.reload()} />
          )}
          {editor.stash && !conflict && <StashNotice onApply={editor.applyStash} onDrop={editor.dropStash} />}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_auto]">
            <div className="min-w-0">
              <Tabs items={items} current={tab} onChange={setTab} label={t('tabsLabel')} idBase={idBase} />
              <TabPanel idBase={idBase} current={tab} className="min-h-[20rem]">
                {tab === 'general' && (
                  <>
                    {importing && id && detail && (
                      <ImportPicker
                        companyId={props.companyId}
                        id={id}
                        version={detail.version}
                        onCancel={() => setImporting(false)}
                        ownWrite={editor.ownWrite}
                        onConflict={() => editor.raiseConflict()}
                        onImported={(next) => {
                          setImporting(false);
                          editor.adopt(next, mergeImport(editor.base, draft, draftOf(next)));
                        }}
                      />
                    )}
                    <GeneralTab
                      editor={editor}
                      files={files}
                      onUploadFiles={onUploadFiles}
                      onImport={id ? () => setImporting(true) : undefined}
                      editing={editing}
                      onEditing={setEditing}
                      runningArms={splits.runningArms}
                    />
                  </>
                )}
                {tab === 'rules' && (
                  <RulesTab
                    draft={draft}
                    onChange={(patch) => editor.setDraft((d) => ({ ...d, ...patch }))}
                    errors={editor.routeErrors}
                    disabled={busy}
                    viewAs={<ViewAsPanel id={id} draft={draft} onShow={setViewed} />}
                  />
                )}
                {tab === 'split' && id && detail && (
                  <SplitTab
                    id={id}
                    detail={detail}
                    splits={splits}
                    onKept={() => void editor.reload()}
                    ownWrite={editor.ownWrite}
                  />
                )}
                {tab === 'files' && <FilesTab editor={editor} files={files} />}
                {tab === 'versions' && id && detail && (
                  <VersionsTab
                    id={id}
                    version={detail.version}
                    dirty={dirty}
                    onRestored={(next) => editor.adopt(next)}
                    onConflict={() => editor.raiseConflict()}
                    ownWrite={editor.ownWrite}
                  />
                )}
                {tab === 'qr' && detail && <TagQr tag={detail} />}
              </TabPanel>
            </div>
            <aside className="min-w-0 md:sticky md:top-16 md:self-start">
              {shownKey !== '' && shownName && (
                <p className="text-info mb-1 text-xs font-medium" data-testid="preview-version">
                  {rt('previewShowing', { name: shownName })}
                </p>
              )}
              <PreviewPane
                companyId={props.companyId}
                id={id}
                fields={previewFields}
                hasPendingFiles={editor.pending.length > 0}
              />
            </aside>
          </div>
          <FormMessage result={editor.result} className="mt-4" />
          <ScheduleBar editor={editor} />
          <div className="bg-base-100 sticky bottom-0 mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-base-300 py-3">
            {dirty && <span className="text-base-content/70 me-auto text-sm">{t('unsavedNote')}</span>}
            <button type="button" className="btn btn-ghost" onClick={requestClose}>
              {appT('close')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void editor.save()}
              disabled={busy}
              aria-busy={busy}
              data-tour="save"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {id ? appT('save') : t('createButton')}
            </button>
          </div>
          {touring && tab === 'general' && <Tour steps={TOUR_STEPS} root={content} onEnd={endTour} />}
        </div>
      )}
    </DialogFrame>
  );
}
