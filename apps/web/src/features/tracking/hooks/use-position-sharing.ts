import { useCallback } from 'react';
import { usePositionReporter } from '@/lib/use-position-reporter';
import { sendDriverPosition, type DriverFix } from '../api/send-driver-position';

export type { SharingState } from '@/lib/use-position-reporter';

/** Shares the phone's position while the driver page is open (issue 9: every 15-30 s). */
export function usePositionSharing(token: string, intervalS: number, isEnabled: boolean) {
  const send = useCallback((fix: DriverFix) => sendDriverPosition(token, fix), [token]);
  return usePositionReporter(send, intervalS, isEnabled);
}
