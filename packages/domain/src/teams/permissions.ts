/*
 * Teams (issue 37): who may do what, in one table. A business is an organisation with members; every member has
 * one role. The API enforces this table on every route (each route declares its action) and the web hides what
 * a role may not do with the same table.
 */

/** Roles in a shipper's organisation. */
export const SHIPPER_MEMBER_ROLES = ['owner', 'dispatcher', 'accountant', 'viewer'] as const;
/** Roles in a truck partner's organisation (a fleet). */
export const PARTNER_MEMBER_ROLES = ['fleet_owner', 'driver'] as const;
export const MEMBER_ROLES = [...SHIPPER_MEMBER_ROLES, ...PARTNER_MEMBER_ROLES] as const;
export type ShipperMemberRole = (typeof SHIPPER_MEMBER_ROLES)[number];
export type PartnerMemberRole = (typeof PARTNER_MEMBER_ROLES)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];

export type OrganisationKind = 'shipper' | 'partner';

/** The role of the person an organisation is made around (every account before issue 37 became one). */
export function ownerRoleOf(kind: OrganisationKind): MemberRole {
  return kind === 'partner' ? 'fleet_owner' : 'owner';
}

export function organisationKindOfRole(role: MemberRole): OrganisationKind {
  return (PARTNER_MEMBER_ROLES as readonly string[]).includes(role) ? 'partner' : 'shipper';
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/**
 * Every action a signed-in member can take, with the roles allowed to take it. Shipper actions list shipper
 * roles only and partner actions partner roles only: an account of the other kind is refused by the route's
 * account kind (shippers only / partners only) before this table is asked.
 */
export const PERMISSIONS = {
  // Anyone's own sign-in, profile photo, password, notification settings and personal data.
  'self.manage': [...SHIPPER_MEMBER_ROLES, ...PARTNER_MEMBER_ROLES],
  // Shippers.
  'deliveries.read': ['owner', 'dispatcher', 'accountant', 'viewer'],
  'deliveries.book': ['owner', 'dispatcher'],
  'places.read': ['owner', 'dispatcher', 'accountant', 'viewer'],
  'places.write': ['owner', 'dispatcher'],
  'pool.read': ['owner', 'dispatcher', 'viewer'],
  'pool.write': ['owner', 'dispatcher'],
  'warehouses.read': ['owner', 'dispatcher', 'viewer'],
  'warehouses.write': ['owner', 'dispatcher'],
  'billing.read': ['owner', 'accountant'],
  'billing.pay': ['owner', 'accountant'],
  'company.documents.read': ['owner', 'accountant'],
  'company.documents.write': ['owner', 'accountant'],
  'company.profile.read': ['owner', 'dispatcher', 'accountant', 'viewer'],
  'company.profile.write': ['owner'],
  'alerts.read': ['owner', 'dispatcher', 'accountant', 'viewer'],
  'assistant.use': ['owner', 'dispatcher'],
  'team.manage': ['owner', 'fleet_owner'],
  'team.history': ['owner', 'fleet_owner'],
  'account.close': ['owner', 'fleet_owner'],
  'account.export': ['owner', 'fleet_owner'],
  // Truck partners.
  'fleet.read': ['fleet_owner', 'driver'],
  'fleet.manage': ['fleet_owner'],
  'fleet.documents': ['fleet_owner'],
  'jobs.read': ['fleet_owner', 'driver'],
  'jobs.work': ['fleet_owner', 'driver'],
  'earnings.read': ['fleet_owner'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** How a route is reached: by anyone, by an operator of the console, or by a member allowed an action. */
export type RouteAccess = 'public' | 'operator' | Action;

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

export function can(role: MemberRole, action: Action): boolean {
  return (PERMISSIONS[action] as readonly MemberRole[]).includes(role);
}

/** Whether the action is one of the given kind of organisation (a partner action or a shipper action). */
export function actionKind(action: Action): OrganisationKind | 'any' {
  const roles = PERMISSIONS[action] as readonly MemberRole[];
  const kinds = new Set(roles.map(organisationKindOfRole));
  const [only] = [...kinds];
  return kinds.size === 1 && only ? only : 'any';
}

export const TEAM_MESSAGES = {
  notAllowed: 'Your role in this organisation does not allow this',
  ownerOnly: 'Only the owner can manage the team',
  invitationInvalid: 'This invitation is invalid, used or expired. Ask the owner for a new one.',
  alreadyMember: 'This person is already a member of an organisation',
  memberNotFound: 'Member not found',
  actionUnknown: 'Choose a kind of action the history records',
  cannotRemoveOwner: 'The owner cannot be removed',
  roleNotInOrganisation: 'Choose a role of this organisation',
  driverNeedsRecord: 'Choose the driver this sign-in is for',
  invitationSent: 'Invitation sent',
  memberRemoved: 'Member removed and signed out',
} as const;
