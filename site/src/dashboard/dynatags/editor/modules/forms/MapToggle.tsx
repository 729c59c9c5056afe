import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import type { MapPickerProps } from './MapPicker';

// Leaflet and its CSS come in their own chunk, loaded the first time an owner opens a map.
const MapPicker = lazy(() => import('./MapPicker'));

class LoadFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** "Pick on the map": opens the map picker below the fields (which stay the way to type a position). */
export function MapToggle(props: Omit<MapPickerProps, 'label'> & { hint: string }) {
  const { t } = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2 py-1">
      <button type="button" className="btn btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon name="search" className="size-4" />
        {open ? t('modHideMap') : t('modPickOnMap')}
      </button>
      {open && (
        <LoadFailed fallback={<p className="text-error text-sm">{t('modMapFailed')}</p>}>
          <Suspense
            fallback={
              <p className="text-base-content/70 flex items-center gap-2 text-sm">
                <span className="loading loading-spinner loading-sm" />
                {t('modMapLoading')}
              </p>
            }
          >
            <p className="text-base-content/70 text-xs">{props.hint}</p>
            <MapPicker {...props} label={props.hint} />
          </Suspense>
        </LoadFailed>
      )}
    </div>
  );
}
