import { useTranslation } from 'react-i18next';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useAlerts } from '@/lib/alerts';
import { useSession, type SessionUser } from '@/lib/session';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { t } = useTranslation();
  const { unreadCount } = useAlerts();
  const itemClass =
    'flex cursor-pointer items-center justify-between rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-indigo-50';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={t('userMenu.label', { name: user.name })}
      >
        <Avatar name={user.name} avatarUrl={user.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar name={user.name} avatarUrl={user.avatarUrl} size={40} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-xs text-slate-600">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.profile)}>
            {t('nav.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.alerts)}>
            {t('userMenu.notifications')}
            {unreadCount > 0 && (
              <span className="rounded-full bg-red-600 px-2 text-xs text-white">{unreadCount}</span>
            )}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={`${itemClass} text-red-700`}
            onSelect={async () => {
              await signOut();
              navigate(paths.home);
            }}
          >
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
