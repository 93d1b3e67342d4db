import { Query } from '@nestjs/cqrs';

/**
 * Which rows of department-owned data (courses, and the signups of those courses) a user may see:
 * everything, or the rows of these departments plus, with `selfUserId`, the rows that user created.
 * The union over the user's enabled roles (contract §7 data scopes); super_admin and ALL see everything,
 * a user without roles only their own rows.
 */
export type DataScopeGrant = { all: true } | { all?: false; deptIds: number[]; selfUserId: number | null };

export class GetDataScopeQuery extends Query<DataScopeGrant> {
  constructor(readonly userId: number) {
    super();
  }
}

/** Whether a row of `deptId`, created by `creatorUserId`, lies in the scope (the same rule as the SQL filters). */
export function inDataScope(scope: DataScopeGrant, row: { deptId: number | null; creatorUserId: number | null }): boolean {
  if (scope.all) return true;
  if (row.deptId !== null && scope.deptIds.includes(row.deptId)) return true;
  return scope.selfUserId !== null && row.creatorUserId === scope.selfUserId;
}
