/** Accounts known to the fixture platform. */

/** The platform account shown in the site context when logged in (the site owner or a viewer). */
interface PlatformAccount {
  id: string;
  displayName: string;
  email: string;
}

/** A platform login as the renderer would reflect it in the site context. */
export interface FixtureLogin {
  account: PlatformAccount;
  /** Website role ids (admin 1, viewer 10; see the shared enums). */
  websiteRoles: number[];
}

export const FIXTURE_LOGINS = {
  owner: {
    account: { id: 'acct-owner', displayName: 'Dona do Site', email: 'dona@example.com' },
    websiteRoles: [1],
  },
  viewer: {
    account: { id: 'acct-viewer', displayName: 'Visualizador', email: 'viewer@example.com' },
    websiteRoles: [10],
  },
} as const satisfies Record<string, FixtureLogin>;

export type FixtureLoginName = keyof typeof FIXTURE_LOGINS;

export function isFixtureLoginName(value: unknown): value is FixtureLoginName {
  return typeof value === 'string' && Object.hasOwn(FIXTURE_LOGINS, value);
}

/** The login named by the fixture_account cookie value, or null for a visitor. */
export function fixtureLogin(cookieValue: string | undefined): FixtureLogin | null {
  return isFixtureLoginName(cookieValue) ? FIXTURE_LOGINS[cookieValue] : null;
}

/** A site-user (member area) account; passwords are plain text because this is fixture data. */
export interface SiteUser {
  email: string;
  password: string;
  firstName: string;
}

const SITE_USERS: readonly SiteUser[] = [{ email: 'visitante@example.com', password: 'senha-fixture', firstName: 'Visitante' }];

export function findSiteUser(email: string, password: string): SiteUser | undefined {
  return SITE_USERS.find((user) => user.email === email && user.password === password);
}
