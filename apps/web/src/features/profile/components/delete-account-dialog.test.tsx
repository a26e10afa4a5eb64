import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DATA_RIGHTS_TEXT, STORAGE_KEYS } from '@logisaathi/domain';
import type { FakeRoutes } from '@/test/fake-server';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

const T = DATA_RIGHTS_TEXT;

function renderDialog(api: FakeRoutes = {}) {
  return renderWithProviders(<DeleteAccountDialog />, { route: '/profile', user: makeUser(), api });
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: T.deleteTitle }));
  return screen.getByRole('dialog', { name: T.deleteTitle });
}

describe('DeleteAccountDialog', () => {
  it('says what goes and what the law keeps, and asks for the password in a labelled field', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
    expect(within(dialog).getByText(T.retentionDescription)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(T.confirmLabel)).toHaveAttribute('type', 'password');
  });

  it('sends nothing without the password', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(within(dialog).getByLabelText(T.confirmLabel)).toHaveAccessibleDescription(T.passwordRequired);
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(0);
  });

  it('shows a wrong password on the field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderDialog({
      'DELETE /api/users/me': {
        status: 400,
        body: {
          success: false,
          message: T.passwordIncorrect,
          errors: [{ field: 'password', msg: T.passwordIncorrect }],
        },
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(T.confirmLabel), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByLabelText(T.confirmLabel)).toHaveAccessibleDescription(
      T.passwordIncorrect,
    );
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('deletes with the password, says what was kept, and signs out here on close', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog({
      'DELETE /api/users/me': {
        body: {
          success: true,
          message: T.deleted,
          data: { retainedTaxRecords: 2, retainedUntil: '2035-04-01' },
        },
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(T.confirmLabel), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const done = await screen.findByRole('dialog', { name: T.deleted });
    expect(done).toHaveAccessibleDescription(
      '2 delivered deliveries are kept as tax records, without your name, e-mail or phone, until 1 Apr 2035. Everything else is gone.',
    );
    expect(server.callsTo('DELETE /api/users/me')[0]?.body).toEqual({ password: 'secret123' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });

  it('closes on Cancel without asking the server', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(0);
  });
});
