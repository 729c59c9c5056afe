import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { onLiveEvent } from '../lib/live';
import type { Colleague, Company, Profile } from '../lib/people';
import { onUserChange } from './user';

// The people data the dashboard shows in several places (profile page, companies page, dialogs), loaded
// once and reloaded after a change here or a live event (SPEC §4: refetch-companies).

/** My companies (owned, joined and invitations); null until loaded. */
export const $companies = atom<Company[] | null>(null);
/** My profiles; null until loaded. */
export const $profiles = atom<Profile[] | null>(null);
/** Raised on every reload, so lists that belong to a company (its colleagues, its files) load again. */
export const $peopleVersion = atom(0);
/** Raised when a contact is saved or removed anywhere (the profile preview, the contacts page). */
export const $contactsVersion = atom(0);

// Every load asks the server; only the answer of the latest one is kept, so a load that started before a
// change (a live event racing a click) can never put older data over newer.
let companiesSeq = 0;
export async function loadCompanies(): Promise<void> {
  const seq = ++companiesSeq;
  const result = await client.GET('/api/v1/companies/', { notifyErrors: false });
  if (seq !== companiesSeq) return;
  if (result.ok && result.data) $companies.set(result.data);
  else if ($companies.get() === null) $companies.set([]);
}

let profilesSeq = 0;
export async function loadProfiles(): Promise<void> {
  const seq = ++profilesSeq;
  const result = await client.GET('/api/v1/profiles/', { notifyErrors: false });
  if (seq !== profilesSeq) return;
  if (result.ok && result.data) $profiles.set(result.data);
  else if ($profiles.get() === null) $profiles.set([]);
}

/** After a change: companies, profiles (they list companies) and the per-company lists reload. */
export async function refreshPeople() {
  $peopleVersion.set($peopleVersion.get() + 1);
  await Promise.all([loadCompanies(), loadProfiles()]);
}

export const contactsChanged = () => $contactsVersion.set($contactsVersion.get() + 1);

let bound = false;
/** Reloads on the live event and forgets everything when the user changes (once per page). */
export function bindPeople() {
  if (bound) return;
  bound = true;
  onLiveEvent((event) => {
    if (
      (event.service === 'companies' || event.service === 'global') &&
      event.actions.includes('refetch-companies')
    ) {
      void refreshPeople();
    }
  });
  onUserChange(() => {
    $companies.set(null);
    $profiles.set(null);
  });
}

/** The companies, loaded on first use. */
export function useCompanies() {
  const companies = useStore($companies);
  // Whenever the list is forgotten (another user signed in), it is asked for again: a dialog opened before that
  // must not keep an empty title for good.
  useEffect(() => {
    if (companies === null) void loadCompanies();
  }, [companies]);
  return companies;
}

export function useProfiles() {
  const profiles = useStore($profiles);
  useEffect(() => {
    if (profiles === null) void loadProfiles();
  }, [profiles]);
  return profiles;
}

/**
 * The people of a company, reloaded with the people version; null while loading. A failed load is said
 * (`failed`) and can be asked again (`retry`); it is not the same as the person having left.
 */
export function useColleagues(companyShortId: string) {
  const version = useStore($peopleVersion);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<Colleague[] | null>(null);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version and attempt numbers ask for a reload
  useEffect(() => {
    const controller = new AbortController();
    void client
      .GET('/api/v1/companies/{shortId}/colleagues', {
        params: { path: { shortId: companyShortId } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) {
          setList(result.data);
          setFailed(false);
        } else setFailed(true);
      });
    return () => controller.abort();
  }, [companyShortId, version, attempt]);
  return { colleagues: list, failed, retry };
}

/** One company with its files (GET /companies/{shortId}), reloaded with the people version. */
export function useCompany(shortId: string | undefined) {
  const version = useStore($peopleVersion);
  const [company, setCompany] = useState<Company | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    if (!shortId) return;
    const controller = new AbortController();
    void client
      .GET('/api/v1/companies/{shortId}', {
        params: { path: { shortId } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (!result.aborted && result.ok && result.data) setCompany(result.data);
      });
    return () => controller.abort();
  }, [shortId, version]);
  return [company, setCompany] as const;
}

/** Puts a company the API answered with (after a save) into the list without waiting for a reload. */
export function putCompany(company: Company) {
  const list = $companies.get() ?? [];
  const { files: _files, ...summary } = company;
  const index = list.findIndex((c) => c.shortId === company.shortId);
  $companies.set(index < 0 ? [...list, summary] : list.map((c, i) => (i === index ? summary : c)));
}
