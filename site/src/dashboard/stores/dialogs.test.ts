import { beforeEach, describe, expect, test } from 'bun:test';
import { bindDialogHistory } from './dialog-history';
import { $dialogs, closeAll, closeDialog, closeLatest, isOpen, openDialog } from './dialogs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake browser history: pushState grows the stack, go() pops asynchronously and fires popstate. */
function fakeWindow() {
  const listeners = new Set<() => void>();
  const win = {
    entries: 1,
    history: {
      state: null as unknown,
      pushState: () => {
        win.entries++;
      },
      go: (delta: number) => {
        win.entries += delta;
        setTimeout(() => {
          for (const l of listeners) l();
        }, 0);
      },
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    /** The user presses Back. */
    back() {
      win.entries--;
      for (const l of listeners) l();
    },
  };
  return win;
}

describe('dialog stack', () => {
  beforeEach(() => $dialogs.set([]));

  test('opens on top; closes latest, one by id, or all; onClose runs once each', async () => {
    const closed: string[] = [];
    openDialog('signup', {}, () => closed.push('signup'));
    const login = openDialog('login', { relogin: true }, () => closed.push('login'));
    openDialog('settings', { tab: 'otp' }, () => closed.push('settings'));
    expect($dialogs.get().map((d) => d.kind)).toEqual(['signup', 'login', 'settings']);
    expect(isOpen('login', (e) => Boolean((e.props as { relogin?: boolean }).relogin))).toBe(true);
    closeLatest();
    expect($dialogs.get().map((d) => d.kind)).toEqual(['signup', 'login']);
    closeDialog(login);
    closeAll();
    closeAll();
    await tick();
    expect($dialogs.get()).toEqual([]);
    expect(closed).toEqual(['settings', 'login', 'signup']);
  });
});

describe('browser Back and the dialog stack', () => {
  beforeEach(() => $dialogs.set([]));

  test('each dialog adds a history entry; Back closes the latest first', async () => {
    const win = fakeWindow();
    const bound = bindDialogHistory(win as never);
    openDialog('signup');
    openDialog('settings', {});
    expect(win.entries).toBe(3);
    win.back();
    expect($dialogs.get().map((d) => d.kind)).toEqual(['signup']);
    win.back();
    expect($dialogs.get()).toEqual([]);
    expect(win.entries).toBe(1);
    bound.dispose();
  });

  test('closing in the UI removes its history entries without closing more', async () => {
    const win = fakeWindow();
    const bound = bindDialogHistory(win as never);
    openDialog('signup');
    openDialog('settings', {});
    openDialog('confirm', { title: 't', message: 'm', onConfirm: () => {} });
    closeLatest();
    await bound.settled();
    expect($dialogs.get().map((d) => d.kind)).toEqual(['signup', 'settings']);
    expect(win.entries).toBe(3);
    closeAll();
    await bound.settled();
    expect($dialogs.get()).toEqual([]);
    expect(win.entries).toBe(1);
    bound.dispose();
  });
});
