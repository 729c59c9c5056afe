import type { Lang } from '@shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { LangContext } from '../../../dashboard/lib/i18n';
import { $pageLang } from '../../../dashboard/stores/prefs';
import { Icon } from '../../../dashboard/ui/icons';

/** The frame of the account pages (/signup, /verify-email, …): the page's language and a centred card. */
export function PageShell({ lang, title, children }: { lang: Lang; title: string; children: ReactNode }) {
  useEffect(() => {
    $pageLang.set(lang);
  }, [lang]);
  return (
    <LangContext.Provider value={lang}>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <h1 className="card-title text-2xl">{title}</h1>
            {children}
          </div>
        </div>
      </div>
    </LangContext.Provider>
  );
}

/** A result line: a spinner while working, then the success or error message. */
export function Outcome({ state, message }: { state: 'working' | 'ok' | 'error'; message: string }) {
  if (state === 'working') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <span className="loading loading-spinner loading-sm" />
        {message}
      </p>
    );
  }
  return (
    <div
      role={state === 'ok' ? 'status' : 'alert'}
      className={`alert alert-soft dc-alert ${state === 'ok' ? 'alert-success' : 'alert-error'} text-sm`}
      data-testid="outcome"
      data-state={state}
    >
      <Icon name={state === 'ok' ? 'check' : 'error'} />
      <span>{message}</span>
    </div>
  );
}

/** A public path in a language: Swedish unprefixed (DESIGN §5). */
export const langPath = (lang: Lang, path: string) => (lang === 'sv' ? path : `/${lang}${path}`);

/** A query parameter of the address: undefined until hydrated (the server has no address), then the value or null. */
export function useQueryParam(name: string): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => setValue(new URLSearchParams(location.search).get(name)), [name]);
  return value;
}

export function Working() {
  return <span className="loading loading-spinner loading-md" aria-hidden="true" />;
}
