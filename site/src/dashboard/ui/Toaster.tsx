import { useStore } from '@nanostores/react';
import { useT } from '../lib/i18n';
import { $notices, dismiss, type Notice, type NoticePosition } from '../stores/notifications';
import { navigate } from '../stores/router';
import { Icon, type IconName } from './icons';
import './overlays.css';

const ICONS: Record<Notice['color'], IconName> = {
  success: 'check',
  error: 'error',
  info: 'info',
  warning: 'warning',
};
const ALERT: Record<Notice['color'], string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
};
const PLACE: Record<NoticePosition, string> = {
  'top-end': 'toast-top toast-end',
  'bottom-end': 'toast-bottom toast-end',
  'top-center': 'toast-top toast-center',
  'bottom-center': 'toast-bottom toast-center',
  center: 'toast-middle toast-center',
};

function Toast({ notice }: { notice: Notice }) {
  const t = useT();
  const urgent = notice.color === 'error' || notice.color === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-testid="notice"
      data-color={notice.color}
      className={`alert ${ALERT[notice.color]} dc-toast relative w-[min(26rem,calc(100vw-2rem))] overflow-hidden pb-3 shadow-lg`}
    >
      <Icon name={ICONS[notice.color]} className="size-6" />
      <span className="min-w-0 whitespace-normal break-words text-sm">{notice.message}</span>
      {notice.action && (
        <a
          href={notice.action.href}
          className="btn btn-primary btn-sm"
          onClick={(event) => {
            dismiss(notice.id);
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            navigate(notice.action?.href ?? '/dashboard');
          }}
        >
          {notice.action.label}
        </a>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => dismiss(notice.id)}>
        {t('close')}
      </button>
      {notice.timeout > 0 && (
        <span
          aria-hidden="true"
          className="dc-toast-progress absolute inset-x-0 bottom-0 h-1 origin-left bg-current opacity-40"
          style={{ animationDuration: `${notice.timeout}ms` }}
          onAnimationEnd={() => dismiss(notice.id)}
        />
      )}
    </div>
  );
}

/** The toasts of SPEC §4: position, colour, icon, progress bar, 5 s by default, one close action. */
export function Toaster() {
  const notices = useStore($notices);
  const groups = new Map<NoticePosition, Notice[]>();
  for (const n of notices) groups.set(n.position, [...(groups.get(n.position) ?? []), n]);
  return (
    <div aria-live="polite">
      {[...groups].map(([position, list]) => (
        <div key={position} className={`toast ${PLACE[position]} z-[1100]`}>
          {list.map((n) => (
            <Toast key={n.id} notice={n} />
          ))}
        </div>
      ))}
    </div>
  );
}
