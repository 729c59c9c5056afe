import { LIMITS } from '@shared/constants';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError, invalidResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { isEmail } from '../lib/validate';
import { openDialog } from '../stores/dialogs';
import { refreshPeople, useColleagues, useCompanies } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { ColleagueActions, StateBadge } from './ColleagueActions';
import { PersonCell } from './ColleaguesTable';

/** Manage colleagues (SPEC §2): invite by email, remove, make or remove owners. */
export default function ManageColleaguesDialog({
  props,
  isTop,
  close,
}: DialogComponentProps<'manageColleagues'>) {
  const t = useT();
  const companies = useCompanies();
  const company = companies?.find((c) => c.shortId === props.shortId);
  const { colleagues } = useColleagues(props.shortId);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const invite = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      return setResult(invalidResult(t('invalidEmail'), 'email'));
    }
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/colleagues', {
      params: { path: { shortId: props.shortId } },
      body: { email: address },
      notifySuccess: true,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok) return setResult(answer);
    setResult(null);
    setEmail('');
    await refreshPeople();
  };

  const title = company ? t('manageColleaguesOf', { name: company.name }) : t('manageColleagues');
  return (
    <DialogFrame title={title} onClose={close} isTop={isTop} size="lg">
      <form onSubmit={invite} noValidate className="flex flex-wrap items-start gap-2">
        <TextField
          label={t('inviteByEmail')}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError(result, 'email')}
          hint={t('inviteHint')}
          className="min-w-60 flex-1"
        />
        <div className="pt-7">
          <SubmitButton busy={busy}>
            <Icon name="userPlus" className="size-4" />
            {t('sendInvitation')}
          </SubmitButton>
        </div>
      </form>
      <FormMessage result={result && !fieldError(result, 'email') ? result : null} />
      <button
        type="button"
        className="btn btn-sm btn-outline mt-2"
        onClick={() => openDialog('importColleagues', { shortId: props.shortId })}
      >
        <Icon name="table" className="size-4" />
        {t('importFromSpreadsheet')}
      </button>
      <h3 className="mt-4 mb-2 flex items-center justify-between text-sm font-semibold">
        {t('peopleInCompany')}
        {colleagues && (
          <span className="text-base-content/70 font-normal">
            {t('peopleCount', { count: colleagues.length, limit: LIMITS.colleagues })}
          </span>
        )}
      </h3>
      {!colleagues || !company ? (
        <Spinner label={t('loading')} className="loading-sm" />
      ) : (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300"
          aria-label={t('peopleInCompany')}
        >
          {colleagues.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <div className="min-w-40 flex-1">
                <PersonCell person={person} />
                {person.user.email && (
                  <p className="text-base-content/70 truncate ps-10 text-xs">{person.user.email}</p>
                )}
              </div>
              <StateBadge state={person.state} />
              <ColleagueActions company={company} person={person} />
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
