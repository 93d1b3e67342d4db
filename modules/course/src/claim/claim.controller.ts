import { COURSE_ROUTE_ROLES, RoleCode, type CourseClaimVO, type CourseVO, type PageResult } from '@dha/contracts';
import { CurrentUser, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateClaimCommand, DecideClaimCommand } from './claim.commands';
import { ClaimableCoursePageDto, ClaimCreateDto, ClaimPageDto, ClaimUpdateStatusDto } from './claim.dto';
import { CLAIM_DECIDER_ROLES, PageClaimableCoursesQuery, PageClaimsQuery } from './claim.queries';

const CLAIM_VIEW_ROLES = [...COURSE_ROUTE_ROLES.claim, RoleCode.OTHER_TEACHER];
const TEACHERS = [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER];

/** Teacher claims (the hidden `claim` route): `/course/claim/*`. */
@Controller('course/claim')
export class ClaimController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** A teacher claims a course with no teacher → claim id (status INIT). */
  @Post('create')
  @RequireAnyRole(...TEACHERS)
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
  coursePage(@CurrentUser() user: LoginUser, @Query() filter: ClaimableCoursePageDto): Promise<PageResult<CourseVO>> {
    return this.queryBus.execute(new PageClaimableCoursesQuery(user, filter));
  }

  /** An admin decides: DONE 1 (teacher joins, other open claims IGNORE) or IGNORE 2. */
  @Put('update-status')
  @RequireAnyRole(...CLAIM_DECIDER_ROLES)
  updateStatus(@CurrentUser() user: LoginUser, @Body() body: ClaimUpdateStatusDto): Promise<true> {
    return this.commandBus.execute(new DecideClaimCommand(user, body.id, body.status));
  }
}
