import type { RoleCodeValue, UserSimpleListReq, UserSimpleVO } from '@dha/contracts';
import { api } from './http';

/** Rows one lookup call asks for (the server allows 1–50). */
export const USER_LOOKUP_LIMIT = 20;

/** `GET /system/user/simple-list`: enabled users of the caller's tenant (staff only). */
export const userLookupApi = {
  simpleList: (req: UserSimpleListReq, signal?: AbortSignal) =>
    api.get<UserSimpleVO[]>('/system/user/simple-list', { limit: USER_LOOKUP_LIMIT, ...req }, { signal }),
};

export interface UserLookupResult {
  users: UserSimpleVO[];
  /** some call answered a full page: more users match than are shown */
  truncated: boolean;
}

/**
 * Users matching the keyword and holding any of the role codes (one call per code, merged by id,
 * ordered by id), or any user when no code is given.
 */
export async function lookupUsers(roleCodes: readonly RoleCodeValue[], keyword: string, signal?: AbortSignal): Promise<UserLookupResult> {
  const kw = keyword.trim() || undefined;
  const pages = roleCodes.length
    ? await Promise.all(roleCodes.map((roleCode) => userLookupApi.simpleList({ roleCode, keyword: kw }, signal)))
    : [await userLookupApi.simpleList({ keyword: kw }, signal)];
  const byId = new Map<number, UserSimpleVO>();
  for (const page of pages) for (const u of page) byId.set(u.id, u);
  return {
    users: [...byId.values()].sort((a, b) => a.id - b.id),
    truncated: pages.some((p) => p.length >= USER_LOOKUP_LIMIT),
  };
}

export const userLookupKey = (roleCodes: readonly RoleCodeValue[], keyword: string) =>
  ['system', 'user', 'simple-list', roleCodes.join(','), keyword.trim()] as const;
