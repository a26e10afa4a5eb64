/** Every route path of the app, in one place (spec section 2). */
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  features: '/features',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  signUp: '/signup',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signInLink: '/sign-in-link',
  dashboard: '/dashboard',
  addDelivery: '/add-delivery',
  sharedTrucks: '/shared-trucks',
  microWarehouse: '/micro-warehouse',
  places: '/places',
  alerts: '/alerts',
  billing: '/billing',
  profile: '/profile',
  team: '/team',
  teamHistory: '/team/history',
  join: '/join',
  track: '/track/:code',
  driver: '/driver/:token',
  stopMessages: '/stop/:token',
  devMessages: '/dev/messages',
  partnerSignUp: '/signup/partner',
  partnerHome: '/partner',
  partnerJobs: '/partner/jobs',
  partnerJob: '/partner/jobs/:jobId',
  partnerDayPlan: '/partner/day-plan',
  partnerVehicles: '/partner/vehicles',
  partnerNewVehicle: '/partner/vehicles/new',
  partnerVehicle: '/partner/vehicles/:vehicleId',
  partnerDrivers: '/partner/drivers',
  partnerEarnings: '/partner/earnings',
  partnerAlerts: '/partner/alerts',
  partnerPool: '/partner/pool',
  partnerAccount: '/partner/account',
  opsHome: '/ops',
  opsSignIn: '/ops/sign-in',
  opsInvite: '/ops/invite/:token',
  opsPayments: '/ops/payments',
  opsAudit: '/ops/audit',
  opsTeam: '/ops/team',
  opsAccounts: '/ops/accounts',
  opsDispatch: '/ops/dispatch',
  opsExceptions: '/ops/exceptions',
  opsNotifications: '/ops/notifications',
} as const;

export const getTrackHref = (code: string) => `/track/${encodeURIComponent(code)}`;
export const getDriverHref = (token: string) => `/driver/${encodeURIComponent(token)}`;
export const getPartnerJobHref = (jobId: string) => `/partner/jobs/${encodeURIComponent(jobId)}`;
export const getPartnerVehicleHref = (vehicleId: string) =>
  `/partner/vehicles/${encodeURIComponent(vehicleId)}`;

/** Routes a signed-out visitor may open; anything else sends them to '/' (spec section 2, plus our privacy and password-reset pages). */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.howItWorks,
  paths.features,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.signUp,
  paths.signIn,
  paths.forgotPassword,
  paths.resetPassword,
  paths.signInLink,
  paths.partnerSignUp,
  paths.join,
];

/** Paths with a footer, signed out only (spec section 2). */
export const FOOTER_PATHS: readonly string[] = [
  paths.home,
  paths.howItWorks,
  paths.features,
  paths.about,
  paths.contact,
];

/** Routes of the signed-in app; anything else sends a signed-in user to /dashboard. */
export const APP_PATHS: readonly string[] = [
  paths.dashboard,
  paths.addDelivery,
  paths.sharedTrucks,
  paths.microWarehouse,
  paths.places,
  paths.alerts,
  paths.billing,
  paths.profile,
  paths.team,
  paths.teamHistory,
];

/**
 * The truck partner's area (issue 14): a partner account sees only these routes, a shipper never does. One role
 * per account.
 */
export function isPartnerPath(pathname: string): boolean {
  return pathname === paths.partnerHome || pathname.startsWith(`${paths.partnerHome}/`);
}

/**
 * The operations console (issue 33): an operator account sees only these routes; its sign-in and invitation
 * pages are the only ones open signed out.
 */
export function isOpsPath(pathname: string): boolean {
  return pathname === paths.opsHome || pathname.startsWith(`${paths.opsHome}/`);
}

export function isOpsPublicPath(pathname: string): boolean {
  return pathname === paths.opsSignIn || pathname.startsWith('/ops/invite/');
}

/** Open in either state: links shared with consignees and drivers, e-mailed reset links, and the privacy notice. */
export function isSharedPath(pathname: string): boolean {
  return (
    pathname === paths.privacy ||
    pathname === paths.resetPassword ||
    pathname === paths.signInLink ||
    pathname.startsWith('/track/') ||
    pathname.startsWith('/driver/') ||
    pathname.startsWith('/stop/') ||
    pathname === paths.devMessages
  );
}
