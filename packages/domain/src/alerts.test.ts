import { describe, expect, it } from 'vitest';
import {
  alertSchema,
  alertTabCounts,
  isInAlertTab,
  newAlertSchema,
  unreadAlertCount,
  type Alert,
} from './alerts';

const alert = (patch: Partial<Alert>): Alert => ({
  id: 1,
  type: 'info',
  title: 'T',
  message: 'M',
  time: '2025-03-10T10:00:00.000Z',
  status: 'active',
  priority: 'medium',
  read: false,
  ...patch,
});

describe('alertSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['timestamp id', alert({ id: 1741600000000 }), true],
    ['server id', alert({ id: 'a1b2', shipmentId: 'LS234567', route: 'Okhla → Narela' }), true],
    ['unknown type', { ...alert({}), type: 'alarm' }, false],
    ['unknown status', { ...alert({}), status: 'archived' }, false],
    ['unknown priority', { ...alert({}), priority: 'urgent' }, false],
    ['missing read', { ...alert({}), read: undefined }, false],
  ])('%s valid=%s', (_label, value, valid) => {
    expect(alertSchema.safeParse(value).success).toBe(valid);
  });

  it('newAlertSchema defaults status and priority', () => {
    expect(
      newAlertSchema.parse({
        type: 'success',
        title: ' Payment Successful ',
        message: 'Processed payments for 2 deliveries.',
      }),
    ).toEqual({
      type: 'success',
      title: 'Payment Successful',
      message: 'Processed payments for 2 deliveries.',
      status: 'active',
      priority: 'medium',
    });
    expect(
      newAlertSchema.safeParse({ type: 'success', title: ' ', message: '' }).error?.issues[0]?.message,
    ).toBe('Title is required');
  });
});

describe('alert tabs', () => {
  const list = [
    alert({ id: 1, read: false, priority: 'high', status: 'active' }),
    alert({ id: 2, read: true, priority: 'low', status: 'completed' }),
    alert({ id: 3, read: false, priority: 'medium', status: 'pending' }),
  ];

  it('counts every tab', () => {
    expect(alertTabCounts(list)).toEqual({ all: 3, unread: 2, high: 1, active: 1, completed: 1 });
    expect(alertTabCounts([])).toEqual({ all: 0, unread: 0, high: 0, active: 0, completed: 0 });
    expect(unreadAlertCount(list)).toBe(2);
  });

  it.each([
    ['all', [1, 2, 3]],
    ['unread', [1, 3]],
    ['high', [1]],
    ['active', [1]],
    ['completed', [2]],
  ] as const)('tab %s holds %j', (tab, ids) => {
    expect(list.filter((a) => isInAlertTab(a, tab)).map((a) => a.id)).toEqual(ids);
  });
});
