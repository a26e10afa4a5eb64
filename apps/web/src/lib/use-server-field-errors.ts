import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors ({ errors: [{ field, msg }] }) on the form's own fields; returns the
 * message to show above the form when none of them belongs to a field the form has.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  return useCallback(
    (err: unknown, fallback: string): string | null => {
      const body =
        err instanceof ApiError
          ? (err.body as { errors?: Array<{ field?: string; msg?: string }> } | null)
          : null;
      let isPlaced = false;
      for (const e of body?.errors ?? []) {
        const field = fields.find((f) => f === e.field);
        if (field && e.msg) {
          setError(field, { type: 'server', message: e.msg });
          isPlaced = true;
        }
      }
      if (isPlaced) return null;
      return err instanceof Error && err.message ? err.message : fallback;
    },
    [setError, fields],
  );
}
