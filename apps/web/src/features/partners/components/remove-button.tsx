import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { useRemoveFleetMember } from '../api/remove-fleet-member';

/** 'Remove', then 'Yes, remove' to confirm: a two-step button instead of a browser confirm() dialog. */
export function RemoveButton({
  member,
  label,
  onRemoved,
}: {
  member: { type: 'vehicle' | 'driver'; id: string };
  /** What is removed, for the buttons' accessible names ('vehicle DL 1L AB 1234'). */
  label: string;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation('partners');
  const remove = useRemoveFleetMember(onRemoved);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="space-y-2">
      <ErrorBox message={remove.error?.message ?? null} />
      {isConfirming ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-md bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            disabled={remove.isPending}
            onClick={() => remove.mutate(member)}
          >
            {t('remove.confirm')}
            <span className="sr-only"> {label}</span>
          </button>
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            onClick={() => setIsConfirming(false)}
          >
            {t('remove.keep')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${secondaryButtonClass} px-3 py-1 text-sm text-red-700`}
          onClick={() => {
            remove.reset();
            setIsConfirming(true);
          }}
        >
          {t('remove.remove')}
          <span className="sr-only"> {label}</span>
        </button>
      )}
    </div>
  );
}
