import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PARTNER_MEMBER_ROLES, SHIPPER_MEMBER_ROLES, type MemberRole } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { createInvitation, getTeam, removeMember, withdrawInvitation } from '../api/team-api';

const teamKey = ['team'] as const;

/** /team: the owner's team: members and their roles, open invitations, inviting by e-mail or link, removing. */
export function TeamScreen() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const isPartner = user?.role === 'partner';
  const roles = (isPartner ? PARTNER_MEMBER_ROLES : SHIPPER_MEMBER_ROLES).filter(
    (r) => r !== 'owner' && r !== 'fleet_owner' && r !== 'driver',
  ) as MemberRole[];
  const team = useQuery({
    queryKey: teamKey,
    queryFn: ({ signal }) => getTeam(signal),
  });
  const [role, setRole] = useState<MemberRole>(roles[0] ?? 'viewer');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey });
  const invite = useMutation({
    mutationFn: (body: { role: MemberRole; email?: string }) => createInvitation(body),
    onSuccess: (created, body) => {
      setLink(created);
      setNotice(body.email ? t('team.invitedByEmail', { email: body.email }) : t('team.linkReady'));
      setEmail('');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(userId),
    onSuccess: () => {
      setNotice(t('team.removed'));
      void refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawInvitation(id),
    onSuccess: () => void refresh(),
  });
  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim() ? { role, email: email.trim() } : { role });
  };
  const error = team.error ?? invite.error ?? remove.error ?? withdraw.error;

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t('team.title')}</h1>
        <p className="mt-1 text-slate-700">{t('team.lead')}</p>
        <Link to={paths.teamHistory} className="mt-2 inline-block font-medium text-indigo-800 underline">
          {t('team.history.link')}
        </Link>
      </div>
      <p className="text-sm text-green-800" aria-live="polite">
        {notice}
      </p>
      <ErrorBox message={error ? error.message : null} />
      <section
        aria-labelledby="invite-title"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="invite-title" className="mb-3 text-lg font-semibold">
          {t('team.inviteTitle')}
        </h2>
        <form onSubmit={onInvite} className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <Field label={t('team.role')}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={role}
                onChange={(e) => setRole(e.target.value as MemberRole)}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`team.roles.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('team.email')} hint={t('team.emailHint')}>
            {(props) => (
              <input
                {...props}
                type="email"
                className={inputClass}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className={primaryButtonClass} disabled={invite.isPending}>
            {email.trim() ? t('team.sendInvite') : t('team.makeLink')}
          </button>
        </form>
        {link && (
          <p className="mt-3 break-all text-sm">
            {t('team.shareLink')}{' '}
            <a href={link} className="text-indigo-800 underline" data-testid="invitation-link">
              {link}
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="members-title">
        <h2 id="members-title" className="mb-2 text-lg font-semibold">
          {t('team.members')}
        </h2>
        {team.isPending ? (
          <p className="text-slate-700">{t('team.loading')}</p>
        ) : (
          <ul className="space-y-2" aria-label={t('team.members')}>
            {team.data?.members.map((m) => (
              <li
                key={m.userId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
              >
                <div>
                  <p className="font-semibold">{m.name}</p>
                  <p className="text-sm text-slate-700">
                    {m.email} · {t(`team.roles.${m.role}`)}
                  </p>
                </div>
                {!m.isOwner && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t('team.confirmRemove', { name: m.name }))) remove.mutate(m.userId);
                    }}
                  >
                    {t('team.remove', { name: m.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {team.data && team.data.invitations.length > 0 && (
        <section aria-labelledby="invitations-title">
          <h2 id="invitations-title" className="mb-2 text-lg font-semibold">
            {t('team.invitations')}
          </h2>
          <ul className="space-y-2">
            {team.data.invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
              >
                <p className="text-sm">
                  {i.email ?? t('team.byLink')} · {t(`team.roles.${i.role}`)}
                </p>
                <button type="button" className={secondaryButtonClass} onClick={() => withdraw.mutate(i.id)}>
                  {t('team.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
