import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { compressImage, ImageCompressionError } from '@/lib/compress-image';
import { secondaryButtonClass } from './field';

export interface CapturedPhoto {
  /** A stable key for lists. */
  key: string;
  /** JPEG, compressed in the browser. */
  blob: Blob;
}

let nextKey = 0;

/** The preview's object URL lives exactly as long as its image element (a React 19 ref cleanup). */
function Thumb({ blob, alt }: { blob: Blob; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <img
      ref={attach}
      alt={alt}
      className="aspect-square w-full rounded-md border border-slate-200 object-cover"
    />
  );
}

/**
 * Up to `maxPhotos` photos from the camera (or the gallery), each compressed in the browser before it is kept.
 * The file input stays a real, labelled control (visually replaced by its label), so it works by keyboard.
 */
export function PhotoCapture({
  label,
  photos,
  onChange,
  maxPhotos = 3,
  maxBytes,
  error,
}: {
  label?: string;
  photos: readonly CapturedPhoto[];
  onChange: (photos: CapturedPhoto[]) => void;
  maxPhotos?: number;
  /** The server's limit per photo. */
  maxBytes: number;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isWorking, setIsWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });

  const room = maxPhotos - photos.length;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    setProblem(files.length > room ? `Only ${maxPhotos} photos can be added.` : null);
    setIsWorking(true);
    const added: CapturedPhoto[] = [];
    for (const file of files.slice(0, room)) {
      try {
        added.push({ key: `photo-${nextKey++}`, blob: await compressImage(file, { maxBytes }) });
      } catch (err) {
        setProblem(err instanceof ImageCompressionError ? t(`photos.${err.reason}`) : t('photos.notAdded'));
      }
    }
    setIsWorking(false);
    if (added.length > 0) onChange([...latest.current, ...added].slice(0, maxPhotos));
  };

  const shownError = error ?? problem;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-slate-800">
        {label ?? t('photos.label')}{' '}
        <span className="font-normal text-slate-600">
          {t('photos.count', { count: photos.length, max: maxPhotos })}
        </span>
      </p>
      {photos.length > 0 && (
        <ul className="mb-2 grid grid-cols-3 gap-2">
          {photos.map((p, i) => (
            <li key={p.key} className="relative">
              <Thumb blob={p.blob} alt={t('photos.alt', { n: i + 1 })} />
              <button
                type="button"
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50"
                onClick={() => onChange(photos.filter((x) => x.key !== p.key))}
              >
                {t('photos.remove', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <label
          htmlFor={id}
          className={`${secondaryButtonClass} cursor-pointer focus-within:ring-2 focus-within:ring-indigo-400`}
        >
          {isWorking
            ? t('photos.preparing')
            : photos.length === 0
              ? t('photos.take')
              : t('photos.addAnother')}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            disabled={isWorking}
            onChange={(e) => void onFiles(e)}
          />
        </label>
      )}
      {shownError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
