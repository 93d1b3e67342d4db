import type { LoginUser } from '@dha/server-core';

/** Whose messages a call reads or marks: the caller, in their tenant. */
export interface Reader {
  tenantId: number;
  userId: number;
}

export const readerOf = (user: LoginUser): Reader => ({ tenantId: user.tenantId, userId: user.id });
