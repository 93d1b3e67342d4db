import { CommonStatus, Permissions, RoleCode } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindReviewerIdsQuery } from '../contract/reviewer.queries';

@QueryHandler(FindReviewerIdsQuery)
export class FindReviewerIdsHandler implements IQueryHandler<FindReviewerIdsQuery, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId }: FindReviewerIdsQuery): Promise<number[]> {
    // the same grant rule as the guard's permission check (access.sql.ts): enabled role, enabled menu;
    // a teacher's review grant covers only their own courses, so teacher roles do not make a reviewer
    // (teachers hear of their courses' signups through the teacher audit request)
    const rows = await this.em.getConnection().execute<Array<{ id: number }>>(
      `select distinct u.id from system_users u
       join system_user_role ur on ur.user_id = u.id
       join system_role r on r.id = ur.role_id and r.status = ?
       where u.tenant_id = ? and u.status = ? and r.code not in (?, ?) and (
         r.code = ?
         or exists (select 1 from system_role_menu rm join system_menu m on m.id = rm.menu_id
                    where rm.role_id = r.id and m.status = ? and m.permission = ?))
       order by u.id`,
      [
        CommonStatus.ENABLE,
        tenantId,
        CommonStatus.ENABLE,
        RoleCode.COURSE_TEACHER,
        RoleCode.OTHER_TEACHER,
        RoleCode.SUPER_ADMIN,
        CommonStatus.ENABLE,
        Permissions.signup.review,
      ],
    );
    return rows.map((r) => Number(r.id));
  }
}
