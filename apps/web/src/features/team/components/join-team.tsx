import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useSession } from '@/lib/session';
import { acceptInvitation, previewInvitation } from '../api/team-api';

const FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

/** /join?token=: an invitation to a team; accepting creates the invitee's own sign-in in that organisation. */
export function JoinTeam({ token }: { token: string | null }) {
  const { t } = useTranslation('profile');
  const text = useDomainText();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const preview = useQuery({
    queryKey: ['team-invitation', token],
    enabled: Boolean(token),
    retry: false,
    queryFn: ({ signal }) => previewInvitation(token ?? '', signal),
  });
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token ?? '', values),
    onSuccess: (result) => {
      signIn(result, true);
      void navigate('/', { replace: true });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate();
  };
  if (!token || preview.isError) return <ErrorBox message={text(TEAM_MESSAGES.invitationInvalid)} />;
  if (!preview.data) return <p role="status">{t('team.loading')}</p>;
  const email = values.email || preview.data.email || '';
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={t('team.join.title')}>
      <p>
        {t('team.join.lead', {
          company: preview.data.company,
          role: t(`team.roles.${preview.data.role as 'viewer'}`),
        })}
      </p>
      <ErrorBox message={accept.error ? accept.error.message : null} />
      {FIELDS.map((f) => (
        <Field key={f.name} label={t(`team.join.${f.name}`)}>
          {(props) => (
            <input
              {...props}
              type={f.type}
              autoComplete={f.autoComplete}
              className={inputClass}
              value={f.name === 'email' ? email : values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      <button type="submit" className={primaryButtonClass} disabled={accept.isPending}>
        {t('team.join.submit')}
      </button>
    </form>
  );
}
