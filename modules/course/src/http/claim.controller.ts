import { COURSE_ROUTE_ROLES, RoleCode, type CourseClaimVO, type CourseVO, type PageResult } from '@dha/contracts';
import { CurrentUser, PageParamDto, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateClaimCommand } from '../commands/create-claim/create-claim.command';
import { ClaimCreateDto } from '../commands/create-claim/create-claim.dto';
import { DecideClaimCommand } from '../commands/decide-claim/decide-claim.command';
import { ClaimUpdateStatusDto } from '../commands/decide-claim/decide-claim.dto';
import { CLAIM_DECIDER_ROLES, TEACHER_ROLES } from '../domain';
import { PageClaimableCoursesQuery } from '../queries/page-claimable-courses/page-claimable-courses.query';
import { ClaimPageDto } from '../queries/page-claims/page-claims.dto';
import { PageClaimsQuery } from '../queries/page-claims/page-claims.query';

const CLAIM_VIEW_ROLES = [...COURSE_ROUTE_ROLES.claim, RoleCode.OTHER_TEACHER];

/** Teacher claims (the hidden `claim` route): `/course/claim/*`. */
@Controller('course/claim')
export class ClaimController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** A teacher claims a course with no teacher → claim id (status INIT). */
  @Post('create')
  @RequireAnyRole(...TEACHER_ROLES)
  create(@CurrentUser() user: LoginUser, @Body() body: ClaimCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateClaimCommand(user, body.courseId));
  }

  @Get('page')
  @RequireAnyRole(...CLAIM_VIEW_ROLES)
  page(@CurrentUser() user: LoginUser, @Query() filter: ClaimPageDto): Promise<PageResult<CourseClaimVO>> {
    return this.queryBus.execute(new PageClaimsQuery(user, filter));
  }

  /** Courses still without a teacher. */
  @Get('course-page')
  @RequireAnyRole(...CLAIM_VIEW_ROLES)
  coursePage(@CurrentUser() user: LoginUser, @Query() filter: PageParamDto): Promise<PageResult<CourseVO>> {
    return this.queryBus.execute(new PageClaimableCoursesQuery(user, filter));
  }

  /** An admin decides: DONE 1 (teacher joins, other open claims IGNORE) or IGNORE 2. */
  @Put('update-status')
  @RequireAnyRole(...CLAIM_DECIDER_ROLES)
  updateStatus(@CurrentUser() user: LoginUser, @Body() body: ClaimUpdateStatusDto): Promise<true> {
    return this.commandBus.execute(new DecideClaimCommand(user, body.id, body.status));
  }
}
