import { Icon } from '../../ui/icons';
import { useEditorT } from './modules/i18n';

/**
 * SPEC §8 edit conflict: someone else saved this tag while it was open here. Reload loads the newest version;
 * the edits made here are kept aside and can be laid over it (StashNotice).
 */
export function ConflictNotice({
  dirty,
  onReload,
  busy,
}: {
  dirty: boolean;
  onReload: () => void;
  busy: boolean;
}) {
  const { t } = useEditorT();
  return (
    <div
      role="alert"
      className="alert alert-warning alert-soft dc-alert mb-3 text-sm"
      data-testid="edit-conflict"
    >
      <Icon name="warning" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('conflictTitle')}</p>
        <p>{t(dirty ? 'conflictTextEdits' : 'conflictText')}</p>
      </div>
      <button type="button" className="btn btn-sm btn-warning" onClick={onReload} disabled={busy}>
        <Icon name="refresh" className="size-4" />
        {t('conflictReload')}
      </button>
    </div>
  );
}

/** After a reload: the user's own edits, kept aside, can be applied to the newest version or dropped. */
export function StashNotice({ onApply, onDrop }: { onApply: () => void; onDrop: () => void }) {
  const { t } = useEditorT();
  return (
    <div role="status" className="alert alert-info alert-soft dc-alert mb-3 text-sm" data-testid="edit-stash">
      <Icon name="info" />
      <p className="min-w-0 flex-1">{t('stashText')}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDrop}>
          {t('stashDrop')}
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={onApply}>
          {t('stashApply')}
        </button>
      </div>
    </div>
  );
}
