import type { FleetCard } from '@shared/types/orders';
import type { Colleague } from '../../lib/people';
import { useOrdersT } from '../history/i18n';
import { reassignCard } from './fleet-api';

/** Who holds the card: the company's owners and colleagues (not pending invitations); a change reassigns it. */
export function HolderSelect({ card, people }: { card: FleetCard; people: Colleague[] }) {
  const t = useOrdersT();
  const members = people.filter((p) => p.state !== 'invited');
  const current = card.holder?.membershipId ?? '';
  const known = members.some((p) => p.id === current);
  return (
    <select
      className="select select-sm w-full min-w-36 sm:w-40"
      aria-label={t('fleetReassign', { id: card.id })}
      value={current}
      onChange={(e) => {
        const person = members.find((p) => p.id === e.target.value);
        if (person) void reassignCard(card, person.id, person.user.fullName);
      }}
    >
      {!known && <option value={current}>{card.holder?.fullName ?? t('fleetNoHolder')}</option>}
      {members.map((p) => (
        <option key={p.id} value={p.id}>
          {p.user.fullName}
        </option>
      ))}
    </select>
  );
}
