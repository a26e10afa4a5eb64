import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_ACTION_KINDS, type MemberActionKind } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { formatIstDateTime } from '@/lib/format';
import { getTeam, getTeamHistory } from '../api/team-api';

const AT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The history's action names are catalog keys without the dot ('delivery.booked' -> 'deliveryBooked'). */
const actionKey = (action: MemberActionKind) =>
  action.replace(/\.([a-z])/g, (_, c: string) => c.toUpperCase()) as 'deliveryBooked';

/**
 * /team/history (issue 37): who did what in the organisation, newest first: bookings, cancellations, payments,
 * UTRs and document changes, each with the member who made it (by the name they had, even after they left).
 * The owner narrows it to one member and/or one kind of action.
 */
export function TeamHistory() {
  const { t } = useTranslation('profile');
  const [member, setMember] = useState('');
  const [action, setAction] = useState<MemberActionKind | ''>('');
  const team = useQuery({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) });
  const filter = { ...(member ? { member } : {}), ...(action ? { action } : {}) };
  const history = useQuery({
    queryKey: ['team', 'history', filter],
    queryFn: ({ signal }) => getTeamHistory(filter, signal),
  });
  const error = history.error ?? team.error;

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t('team.history.title')}</h1>
        <p className="mt-1 text-slate-700">{t('team.history.lead')}</p>
        <Link to={paths.team} className="mt-2 inline-block text-indigo-800 underline">
          {t('team.history.back')}
        </Link>
      </div>
      <ErrorBox message={error ? error.message : null} />
      <form
        className="grid gap-3 sm:grid-cols-2"
        aria-label={t('team.history.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label={t('team.history.member')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={member}
              onChange={(e) => setMember(e.target.value)}
            >
              <option value="">{t('team.history.everyone')}</option>
              {team.data?.members.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('team.history.action')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={action}
              onChange={(e) => setAction(e.target.value as MemberActionKind | '')}
            >
              <option value="">{t('team.history.everything')}</option>
              {MEMBER_ACTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`team.history.actions.${actionKey(kind)}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      {history.isPending ? (
        <p role="status" className="text-slate-700">
          {t('team.history.loading')}
        </p>
      ) : history.data && history.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {t('team.history.empty')}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t('team.history.title')}>
          {history.data?.map((entry) => (
            <li
              key={entry.id}
              data-testid="history-entry"
              className="rounded-lg border border-slate-200 bg-white p-3"
            >
              <p>
                {t('team.history.entry', {
                  name: entry.actorName,
                  action: t(`team.history.actions.${actionKey(entry.action)}`),
                  subject: entry.subject,
                })}
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={entry.at}>{formatIstDateTime(entry.at, AT_FORMAT)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
