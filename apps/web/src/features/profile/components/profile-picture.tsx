import { useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { secondaryButtonClass } from '../../../components/ui/field';
import { useSession } from '../../../lib/session';
import { useRemoveProfileImage } from '../api/remove-profile-image';
import { AVATAR_MAX_BYTES, FILE_TOO_LARGE } from '@logisaathi/domain';
import { useUploadProfileImage } from '../api/upload-profile-image';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const IMAGES_ONLY = 'Please choose an image file (PNG, JPEG, WebP or GIF)';

/** Spec section 2: the picture changes only in edit mode, and can be removed ('Remove Photo'). */
export function ProfilePicture({ isEditing }: { isEditing: boolean }) {
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
    if (!file.type.startsWith('image/')) return setError(IMAGES_ONLY);
    if (file.size > AVATAR_MAX_BYTES) return setError(FILE_TOO_LARGE);
    upload.mutate(file, {
      onError: (err) => setError(err.message || 'Could not upload the photo. Please try again.'),
    });
  };
  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onError: (err) => setError(err.message || 'Could not remove the photo. Please try again.'),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.name} avatarUrl={user.avatarUrl} size={80} />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">Profile Picture</p>
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
              {upload.isPending ? 'Uploading...' : user.avatarUrl ? 'Change Photo' : 'Upload Photo'}
            </label>
            {user.avatarUrl && (
              <button
                type="button"
                className={`${secondaryButtonClass} py-1.5 text-sm text-red-700`}
                onClick={onRemove}
                disabled={isBusy}
              >
                {remove.isPending ? 'Removing...' : 'Remove Photo'}
              </button>
            )}
          </div>
        ) : (
          <p className="text-xs text-slate-600">Choose Edit Profile to change your photo.</p>
        )}
        <p className="text-xs text-slate-600">{isEditing ? 'PNG, JPEG, WebP or GIF, up to 2 MB.' : null}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
