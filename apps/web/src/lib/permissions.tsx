/*
 * What the signed-in member may do (issue 37), from the domain's one permissions table: the web hides links,
 * buttons and pages a role may not use; the API refuses them all the same.
 */
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import { can, type Action, type MemberRole } from '@logisaathi/domain';
import { paths } from '@/config/paths';
import { useSession, type SessionUser } from '@/lib/session';

/** The member's role; an account from before teams (no role in its sign-in) is its organisation's owner. */
export function memberRoleOf(user: Pick<SessionUser, 'role' | 'memberRole'> | null): MemberRole {
  return user?.memberRole ?? (user?.role === 'partner' ? 'fleet_owner' : 'owner');
}

/** `allowed(action)`: whether the signed-in member's role may take the action. */
export function usePermissions() {
  const { user } = useSession();
  const role = memberRoleOf(user);
  return { role, allowed: (action: Action) => can(role, action) };
}

/** Shows its children only to a member whose role may take the action. */
export function IfAllowed({ action, children }: { action: Action; children: ReactNode }) {
  const { allowed } = usePermissions();
  return allowed(action) ? children : null;
}

/** The action each signed-in page needs; a member whose role may not is sent to their home page. */
const PAGE_ACTIONS: ReadonlyArray<{ path: string; action: Action }> = [
  { path: paths.dashboard, action: 'deliveries.read' },
  { path: paths.addDelivery, action: 'deliveries.book' },
  { path: paths.sharedTrucks, action: 'pool.read' },
  { path: paths.microWarehouse, action: 'warehouses.read' },
  { path: paths.places, action: 'places.read' },
  { path: paths.alerts, action: 'alerts.read' },
  { path: paths.billing, action: 'billing.read' },
  { path: paths.team, action: 'team.manage' },
  { path: paths.teamHistory, action: 'team.history' },
  { path: paths.profile, action: 'company.profile.read' },
  { path: paths.partnerHome, action: 'jobs.read' },
  { path: paths.partnerJobs, action: 'jobs.read' },
  { path: paths.partnerJob, action: 'jobs.read' },
  { path: paths.partnerDayPlan, action: 'fleet.manage' },
  { path: paths.partnerVehicles, action: 'fleet.manage' },
  { path: paths.partnerNewVehicle, action: 'fleet.manage' },
  { path: paths.partnerVehicle, action: 'fleet.manage' },
  { path: paths.partnerDrivers, action: 'fleet.manage' },
  { path: paths.partnerEarnings, action: 'earnings.read' },
  { path: paths.partnerPool, action: 'fleet.manage' },
];

/** The action a page needs, or null for a page every signed-in member may open. */
export function pageAction(pathname: string): Action | null {
  return PAGE_ACTIONS.find((p) => matchPath(p.path, pathname))?.action ?? null;
}
