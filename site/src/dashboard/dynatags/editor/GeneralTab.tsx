import type { DynatagFile } from '@shared/types/dynatags';
import { CheckboxField, TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import type { Draft } from './draft';
import { GeolockFields } from './GeolockFields';
import { useEditorT } from './modules/i18n';
import { ModuleListEditor } from './modules/ModuleListEditor';
import { OfflineField } from './OfflineField';
import { PasscodeFields } from './PasscodeFields';
import { updateVariant } from './routing/routing-draft';
import { VariantBar } from './routing/VariantBar';
import type { EditorState } from './use-editor';

/** The General tab (SPEC §2): what the tag is called, where it leads, how it is protected, and its modules. */
export function GeneralTab({
  editor,
  files,
  onUploadFiles,
  onImport,
  editing,
  onEditing,
  runningArms,
}: {
  editor: EditorState;
  /** The version the modules edit: '' the own content, else a variant's key (issue 34). */
  editing: string;
  onEditing: (key: string) => void;
  runningArms: string[];
  files: DynatagFile[];
  onUploadFiles: (files: File[]) => Promise<DynatagFile[]>;
  onImport?: () => void;
}) {
  const { t } = useEditorT();
  const { draft, base, detail, errors, busy } = editor;
  const set = (patch: Partial<Draft>) => editor.setDraft((d) => ({ ...d, ...patch }));
  const variant = draft.variants.find((v) => v.key === editing);
  const modules = variant ? variant.modules : draft.modules;
  const setModules = (next: typeof modules) =>
    editor.setDraft((d) =>
      variant
        ? { ...d, variants: updateVariant(d.variants, variant.key, { modules: next }) }
        : { ...d, modules: next },
    );
  const variantIndex = draft.variants.findIndex((v) => v.key === editing);
  const variantModules = `variants.${variantIndex}.modules`;
  const modulesError = variant
    ? Object.entries(editor.routeErrors).find(([path]) => path.startsWith(variantModules))?.[1]
    : errors.modules;
  return (
    <div className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div data-tour="name">
          <TextField
            label={t('nameLabel')}
            hint={t('nameHint')}
            value={draft.name}
            maxLength={100}
            required
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <TextField
          label={t('tagLabel')}
          hint={t('tagLabelHint')}
          value={draft.label}
          maxLength={200}
          error={errors.label}
          onChange={(e) => set({ label: e.target.value })}
        />
      </div>
      <TextField
        label={t('redirectLabel')}
        hint={t('redirectHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft.redirectUrl}
        maxLength={500}
        error={errors.redirectUrl}
        onChange={(e) => set({ redirectUrl: e.target.value })}
      />
      <CheckboxField
        label={t('companyLogoLabel')}
        checked={draft.showCompanyLogo}
        onChange={(e) => set({ showCompanyLogo: e.target.checked })}
      />
      <PasscodeFields draft={draft} base={base} detail={detail} errors={errors} onChange={set} />
      <GeolockFields value={draft.geolock} error={errors.geolock} onChange={(geolock) => set({ geolock })} />
      <OfflineField draft={draft} error={errors.availableOffline} onChange={set} />
      <section aria-labelledby="tag-modules" data-tour="modules" className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="tag-modules" className="flex-1 text-base font-semibold">
            {t('modulesHeading')}
          </h3>
          {onImport && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={onImport} disabled={busy}>
              <Icon name="download" className="size-4" />
              {t('importButton')}
            </button>
          )}
        </div>
        <VariantBar
          draft={draft}
          onChange={set}
          editing={variant ? editing : ''}
          onEditing={onEditing}
          runningArms={runningArms}
          errors={editor.routeErrors}
          disabled={busy}
        />
        {modulesError && (
          <p className="text-error text-sm" role="alert">
            {modulesError}
          </p>
        )}
        <ModuleListEditor
          key={variant ? variant.key : ''}
          value={modules}
          onChange={setModules}
          files={files}
          onUploadFiles={onUploadFiles}
          disabled={busy}
          showAllProblems={Boolean(modulesError)}
        />
      </section>
    </div>
  );
}
