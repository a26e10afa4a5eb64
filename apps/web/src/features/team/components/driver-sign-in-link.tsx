import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/field';
import { createInvitation } from '../api/team-api';

/**
 * A fleet owner gives one of their drivers a sign-in of their own (issue 37): a one-time invitation link for that
 * driver record, shared by the owner (WhatsApp, SMS); the driver opens it and sets their name, e-mail, phone and
 * password. Signed in, they see only the jobs and offers of the vehicle they are paired with.
 */
export function DriverSignInLink({ driverId, name }: { driverId: string; name: string }) {
  const { t } = useTranslation('profile');
  const make = useMutation({ mutationFn: () => createInvitation({ role: 'driver', driverId }) });
  return (
    <div className="space-y-1 text-sm">
      <button
        type="button"
        className={`${secondaryButtonClass} px-3 py-1 text-sm`}
        disabled={make.isPending}
        onClick={() => make.mutate()}
      >
        {t('team.driverLink.make')}
        <span className="sr-only"> {t('team.driverLink.for', { name })}</span>
      </button>
      {make.error && (
        <p role="alert" className="text-red-700">
          {make.error.message}
        </p>
      )}
      {make.data && (
        <p className="break-all" aria-live="polite">
          {t('team.driverLink.ready', { name })}{' '}
          <a href={make.data} className="text-indigo-800 underline" data-testid="driver-sign-in-link">
            {make.data}
          </a>
        </p>
      )}
    </div>
  );
}
