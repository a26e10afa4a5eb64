import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { secondaryButtonClass } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { useRemoveProfileImage } from '../api/remove-profile-image';
import { AVATAR_MAX_BYTES, FILE_TOO_LARGE } from '@logisaathi/domain';
import { useUploadProfileImage } from '../api/upload-profile-image';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Spec section 2: the picture changes only in edit mode, and can be removed ('Remove Photo'). */
export function ProfilePicture({ isEditing }: { isEditing: boolean }) {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const inputId = useId();
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const isBusy = upload.isPending || remove.isPending;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    // The server checks the content; these checks only spare the user a pointless upload.
    if (!file.type.startsWith('image/')) return setError(t('picture.imagesOnly'));
    if (file.size > AVATAR_MAX_BYTES) return setError(FILE_TOO_LARGE);
    upload.mutate(file, {
      onError: (err) => setError(err.message || t('picture.uploadFailed')),
    });
  };
  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onError: (err) => setError(err.message || t('picture.removeFailed')),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.name} avatarUrl={user.avatarUrl} size={80} />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{t('picture.title')}</p>
        {isEditing ? (
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="file"
              accept={IMAGE_TYPES}
              className="peer sr-only"
              onChange={onChoose}
              disabled={isBusy}
            />
            <label
              htmlFor={inputId}
              className={`${secondaryButtonClass} cursor-pointer py-1.5 text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 peer-disabled:opacity-60`}
            >
              {upload.isPending
                ? t('picture.uploading')
                : user.avatarUrl
                  ? t('picture.change')
                  : t('picture.upload')}
            </label>
            {user.avatarUrl && (
              <button
                type="button"
                className={`${secondaryButtonClass} py-1.5 text-sm text-red-700`}
                onClick={onRemove}
                disabled={isBusy}
              >
                {remove.isPending ? t('picture.removing') : t('picture.remove')}
              </button>
            )}
          </div>
        ) : (
          <p className="text-xs text-slate-600">{t('picture.editFirst')}</p>
        )}
        <p className="text-xs text-slate-600">{isEditing ? t('picture.formats') : null}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
