import { useStore } from '@nanostores/react';
import type { FleetCard } from '@shared/types/orders';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { type ApiAnswer, client } from '../../lib/client';
import { copyText } from '../../lib/clipboard';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { ot } from '../history/i18n';

// The card fleet's calls (api/v1/cards): the company's cards, their audit log, reassign, disable, enable.

/** Bumped after a change, so the table and the audit log load again. */
const $fleetVersion = atom(0);
const fleetChanged = () => $fleetVersion.set($fleetVersion.get() + 1);

/** GET a list of the fleet (made by `load`, keyed by `path`), reloaded after every change; null while loading. */
function useFleetList<T>(
  path: string | null,
  load: (options: { signal: AbortSignal; notifyErrors: false }) => Promise<ApiAnswer<T[]>>,
) {
  const version = useStore($fleetVersion);
  const [state, setState] = useState<{ path: string; data: T[] | null; failed: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    void load({ signal: controller.signal, notifyErrors: false }).then((result) => {
      if (result.aborted) return;
      setState({ path, data: result.ok ? (result.data ?? []) : null, failed: !result.ok });
    });
    return () => controller.abort();
  }, [path, version]);
  // The tab is mounted per company (keyed), so a previous answer is of this company: it stays on screen while
  // a longer change log loads.
  return state?.path === path ? state : { path, data: state?.data ?? null, failed: false };
}

export const useFleet = (companyId: string | null) =>
  useFleetList(companyId && `/cards/companies/${companyId}`, (options) =>
    client.GET('/api/v1/cards/companies/{companyId}', {
      params: { path: { companyId: companyId ?? '' } },
      ...options,
    }),
  );
/** The newest `limit` entries of the change log (the API gives at most 200 a call). */
export const useAudit = (companyId: string | null, limit: number) =>
  useFleetList(companyId && `/cards/companies/${companyId}/audit?limit=${limit}`, (options) =>
    client.GET('/api/v1/cards/companies/{companyId}/audit', {
      params: { path: { companyId: companyId ?? '' }, query: { limit } },
      ...options,
    }),
  );

const patchCard = (card: FleetCard, body: { holder?: string; status?: 'active' | 'disabled' }) =>
  client.PATCH('/api/v1/cards/{id}', { params: { path: { id: card.id } }, body });

/** Names written differently only in case or spacing are the same name. */
const sameName = (a: string, b: string) =>
  a
    .trim()
    .replace(/\s+/g, ' ')
    .localeCompare(b.trim().replace(/\s+/g, ' '), undefined, { sensitivity: 'accent' }) === 0;

async function giveCard(card: FleetCard, membershipId: string, name: string) {
  const result = await patchCard(card, { holder: membershipId });
  if (!result.ok) return;
  notifySuccess(ot('fleetReassigned', { id: card.id, name }));
  fleetChanged();
}

/**
 * The card now opens another colleague's profile. A card engraved with another person's name is asked first,
 * naming the engraving: the new holder would carry a card with someone else's name on it.
 */
export function reassignCard(card: FleetCard, membershipId: string, name: string) {
  if (!card.engraving || sameName(card.engraving, name)) return giveCard(card, membershipId, name);
  openDialog('confirm', {
    title: ot('fleetEngravedTitle'),
    message: ot('fleetEngravedText', { id: card.id, engraving: card.engraving, name }),
    confirmLabel: ot('fleetEngravedConfirm', { name }),
    onConfirm: () => giveCard(card, membershipId, name),
  });
}

/** A lost card: asked first, then it opens a neutral page. */
export function confirmDisable(card: FleetCard) {
  openDialog('confirm', {
    title: ot('fleetDisableTitle'),
    message: ot('fleetDisableText', { id: card.id, name: card.holder?.fullName ?? ot('fleetNoHolder') }),
    confirmLabel: ot('fleetDisable'),
    danger: true,
    onConfirm: async () => {
      const result = await patchCard(card, { status: 'disabled' });
      if (!result.ok) return;
      notifySuccess(ot('fleetDisabledDone', { id: card.id }));
      fleetChanged();
    },
  });
}

export async function enableCard(card: FleetCard) {
  const result = await patchCard(card, { status: 'active' });
  if (!result.ok) return;
  notifySuccess(ot('fleetEnabledDone', { id: card.id }));
  fleetChanged();
}

export const copyCardUrl = (card: FleetCard) => copyText(card.url, ot('historyLinkCopied'));
export const reloadFleet = fleetChanged;
