import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DeliveryStatus } from '@logisaathi/domain';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each<[DeliveryStatus, string, string]>([
    ['Delivered', 'green', 'bg-green-100'],
    ['In Transit', 'blue', 'bg-blue-100'],
    ['Scheduled', 'purple', 'bg-purple-100'],
    ['Picked Up', 'yellow', 'bg-yellow-100'],
    ['Out for Delivery', 'orange', 'bg-orange-100'],
    ['Failed', 'red', 'bg-red-100'],
    ['Cancelled', 'gray', 'bg-gray-200'],
  ])('%s is %s', (status, colour, background) => {
    render(<StatusBadge status={status} />);

    const badge = screen.getByText(status);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveClass(background);
  });
});
