// The React side of the account corner, loaded on demand by islands/auth/loader.ts: hydrates every
// server-rendered AuthRoot on the page (header, drawer, or the hidden host of pages without a header).
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@shared/constants';
import { hydrateRoot } from 'react-dom/client';
import { openDialog } from '../../dashboard/stores/dialogs';
import { preloadDialog } from '../../dashboard/ui/DialogHost';
import AuthRoot from './AuthRoot';

const isLang = (value: string | undefined): value is Lang => LANGUAGES.includes(value as Lang);

export function mountAuth() {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-auth-slot]')) {
    const lang = isLang(slot.dataset.lang) ? slot.dataset.lang : DEFAULT_LANG;
    const variant = slot.dataset.authSlot === 'drawer' ? 'drawer' : 'header';
    hydrateRoot(slot, <AuthRoot lang={lang} variant={variant} />);
  }
}

export const openAuthDialog = (kind: 'login' | 'signup') => openDialog(kind);

export function preload() {
  preloadDialog('login');
  preloadDialog('signup');
}
