import { COURSE_ROUTE_ROLES, type UserSimpleVO } from '@dha/contracts';
import { CurrentUser, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListUsersSimpleDto } from '../queries/list-users-simple/list-users-simple.dto';
import { ListUsersSimpleQuery } from '../queries/list-users-simple/list-users-simple.query';
import { mayReadFullMobile } from '../domain/mobile-visibility';

/**
 * The staff user lookup (`/system/user/simple-list`, the upstream path) behind the user pickers of
 * the course manager (teachers) and the supplementary signup (applicant).
 *
 * Access — one rule: the caller holds one of the staff roles of `/course/signup-rep`
 * (super_admin, dept_admin, area_admin, office_admin, signup_admin). That covers the course
 * managers too: every role granted the course create/update buttons is one of these (asserted in
 * the spec against the base seed), so no permission alternative is needed. Teachers and visitors → 403.
 */
@Controller('system/user')
export class UserLookupController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('simple-list')
  @RequireAnyRole(...COURSE_ROUTE_ROLES['signup-rep'])
  simpleList(@CurrentUser() user: LoginUser, @Query() query: ListUsersSimpleDto): Promise<UserSimpleVO[]> {
    return this.queryBus.execute(
      new ListUsersSimpleQuery(
        user.tenantId,
        { roleCode: query.roleCode, keyword: query.keyword, limit: query.limit },
        mayReadFullMobile(user.roles),
      ),
    );
  }
}
