/** Who is calling: resolved from the bearer token by the auth module's guard, read by everything else. */
export interface LoginUser {
  id: number;
  tenantId: number;
  username: string;
  nickname: string;
  deptId: number | null;
  /** codes of the user's enabled roles */
  roles: string[];
  /** permission strings granted by the enabled menus of those roles */
  permissions: string[];
  /** the access token this request came with (for logout) */
  accessToken: string;
  /** an admin reset the password (or imported the account): only the own password change is allowed until then */
  passwordChangeRequired?: boolean;
}
