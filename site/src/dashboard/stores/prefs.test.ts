import { describe, expect, test } from 'bun:test';
import { setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import {
  $cookiesAccepted,
  $language,
  $pageLang,
  $themeMode,
  $uiLang,
  browserLang,
  isLang,
  KEPT_ON_LOGOUT,
} from './prefs';

describe('preferences', () => {
  test('the browser language decides when we speak it, else Swedish', () => {
    expect(browserLang(['fi-FI', 'en'])).toBe('fi');
    expect(browserLang(['de-DE', 'en-US'])).toBe('en');
    expect(browserLang(['de', 'fr'])).toBe('sv');
    expect(browserLang([])).toBe('sv');
    expect(isLang('en')).toBe(true);
    expect(isLang('de')).toBe(false);
  });

  test('stored values use the keys and plain strings the page script reads', () => {
    useTestStorageEngine();
    setTestStorageKey('targetLang', 'fi');
    setTestStorageKey('themeMode', 'dark');
    setTestStorageKey('cookiesAccepted', 'true');
    const off = [$language.listen(() => {}), $themeMode.listen(() => {}), $cookiesAccepted.listen(() => {})];
    expect($language.get()).toBe('fi');
    expect($themeMode.get()).toBe('dark');
    expect($cookiesAccepted.get()).toBe(true);
    setTestStorageKey('themeMode', 'purple');
    expect($themeMode.get()).toBeUndefined();
    for (const stop of off) stop();
    expect([...KEPT_ON_LOGOUT].sort()).toEqual(['cookiesAccepted', 'targetLang', 'themeMode']);
  });

  test('a public page pins its language; the dashboard follows the stored one', () => {
    useTestStorageEngine();
    $language.set('en');
    expect($uiLang.get()).toBe('en');
    $pageLang.set('sv');
    expect($uiLang.get()).toBe('sv');
    $pageLang.set(null);
    expect($uiLang.get()).toBe('en');
  });
});
