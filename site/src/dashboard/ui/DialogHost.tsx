import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { ensureDialogHistory } from '../stores/dialog-history';
import { $dialogs, closeDialog, closeLatest, type DialogKind } from '../stores/dialogs';
import type { DialogComponentProps } from './dialog-types';

// Each dialog is its own chunk: a public page loads the login dialog only when it is opened.
const COMPONENTS: { [K in DialogKind]: ComponentType<DialogComponentProps<K>> } = {
  login: lazy(() => import('../../islands/auth/LoginDialog')),
  signup: lazy(() => import('../../islands/auth/SignupDialog')),
  confirm: lazy(() => import('./ConfirmDialog')),
  settings: lazy(() => import('../settings/SettingsDialog')),
  avatarCrop: lazy(() => import('../settings/AvatarCropDialog')),
  companyForm: lazy(() => import('../companies/CompanyDialog')),
  billing: lazy(() => import('../companies/BillingDialog')),
  webhooks: lazy(() => import('../companies/WebhooksDialog')),
  pageDomain: lazy(() => import('../companies/PageDomainDialog')),
  manageColleagues: lazy(() => import('../companies/ManageColleaguesDialog')),
  importColleagues: lazy(() => import('../companies/ImportColleaguesDialog')),
  colleagueProfile: lazy(() => import('../companies/ColleagueDialog')),
  deleteCompany: lazy(() => import('../companies/DeleteCompanyDialog')),
  profileLabel: lazy(() => import('../profiles/ProfileLabelDialog')),
  profilePreview: lazy(() => import('../search/ProfilePreviewDialog')),
  qrScanner: lazy(() => import('../search/QrScannerDialog')),
  // Leaflet, the rich-text editor and drag and drop come with this chunk (or later ones) only.
  dynatagEditor: lazy(() => import('../dynatags/editor/DynatagEditorDialog')),
  dynatagTemplates: lazy(() => import('../dynatags/templates/TemplatesDialog')),
  // The chart library (uPlot) and its CSS come with this chunk only.
  dynatagStatistics: lazy(() => import('../stats/StatisticsDialog')),
  deleteDynatag: lazy(() => import('../dynatags/list/DeleteDynatagDialog')),
  bulkDynatags: lazy(() => import('../dynatags/bulk/BulkDynatagsDialog')),
  orderPreview: lazy(() => import('../orders/history/OrderPreviewDialog')),
  cardQr: lazy(() => import('../orders/fleet/CardQrDialog')),
  priceConfirm: lazy(() => import('./PriceConfirmDialog')),
};

export const preloadDialog = (kind: DialogKind) => {
  // React.lazy has no preload; importing the module warms the cache for the click that follows.
  const loaders: Partial<Record<DialogKind, () => Promise<unknown>>> = {
    login: () => import('../../islands/auth/LoginDialog'),
    signup: () => import('../../islands/auth/SignupDialog'),
    settings: () => import('../settings/SettingsDialog'),
  };
  void loaders[kind]?.().catch(() => {});
};

function Loading() {
  return (
    <div className="modal modal-open">
      <span className="loading loading-spinner loading-lg text-base-100" />
    </div>
  );
}

/** Makes everything outside the overlays inert while a dialog is open (the focus stays inside). */
function useInertBackground(active: boolean) {
  useEffect(() => {
    if (!active) return;
    // An open popover (the narrow-screen drawer) sits in the top layer above any dialog: close it.
    for (const el of document.querySelectorAll<HTMLElement>('[popover]')) {
      try {
        if (el.matches(':popover-open')) el.hidePopover();
      } catch {
        // not a popover this browser knows
      }
    }
    const made: Element[] = [];
    for (const el of document.body.children) {
      if (el.hasAttribute('data-dc-overlay') || el.hasAttribute('inert') || el.tagName === 'SCRIPT') continue;
      el.setAttribute('inert', '');
      made.push(el);
    }
    return () => {
      for (const el of made) el.removeAttribute('inert');
    };
  }, [active]);
}

/** The one dialog stack: renders every open dialog, the last on top; Escape and Back close the latest. */
export function DialogHost() {
  const dialogs = useStore($dialogs);
  useInertBackground(dialogs.length > 0);

  useEffect(() => {
    ensureDialogHistory();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && $dialogs.get().length) {
        event.preventDefault();
        closeLatest();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {dialogs.map((entry, index) => {
        const Component = COMPONENTS[entry.kind] as ComponentType<DialogComponentProps<DialogKind>>;
        return (
          <Suspense key={entry.id} fallback={<Loading />}>
            <Component
              props={entry.props}
              isTop={index === dialogs.length - 1}
              close={() => closeDialog(entry.id)}
            />
          </Suspense>
        );
      })}
    </>
  );
}
