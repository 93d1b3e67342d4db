import {
  COURSE_ROUTE_ROLES,
  type PageResult,
  type SignupBatchItemResult,
  type SignupDetailVO,
  type SignupRespVO,
  type SignupStatsVO,
  type StaffDashboardVO,
} from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { BatchReviewSignupsCommand } from '../commands/batch-review-signups/batch-review-signups.command';
import { SignupBatchReviewDto } from '../commands/batch-review-signups/batch-review-signups.dto';
import { CancelSignupCommand } from '../commands/cancel-signup/cancel-signup.command';
import { CompleteSignupsCommand } from '../commands/complete-signups/complete-signups.command';
import { SignupCompleteDto } from '../commands/complete-signups/complete-signups.dto';
import { ReviewSignupCommand } from '../commands/review-signup/review-signup.command';
import { SignupReviewDto } from '../commands/review-signup/review-signup.dto';
import { SubmitSignupCommand } from '../commands/submit-signup/submit-signup.command';
import { SignupCreateForDto } from '../commands/submit-signup/submit-signup.dto';
import { ExportSignupsQuery } from '../queries/export-signups/export-signups.query';
import { StaffDashboardDto } from '../queries/get-staff-dashboard/get-staff-dashboard.dto';
import { GetStaffDashboardQuery } from '../queries/get-staff-dashboard/get-staff-dashboard.query';
import { GetSignupQuery } from '../queries/get-signup/get-signup.query';
import { SignupPageQuery } from '../queries/signup-page/signup-page.query';
import { SignupStatsDto } from '../queries/signup-stats/signup-stats.dto';
import { SignupStatsQuery } from '../queries/signup-stats/signup-stats.query';
import { SignupFilterDto, SignupVersionDto } from './signup.dto';

const R = COURSE_ROUTE_ROLES;

/** Staff signup calls; roles per spec §6, a teacher limited to their own courses. */
@Controller('signup/signup')
export class SignupController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('page')
  @RequireAnyRole(...R['signup-query'])
  page(@Query() query: SignupFilterDto, @CurrentUser() user: LoginUser): Promise<PageResult<SignupRespVO>> {
    return this.queryBus.execute(new SignupPageQuery(query.toFilter(), query.pageNo, query.pageSize, user));
  }

  @Get('get')
  @RequireAnyRole(...R.detail)
  get(@Query() query: IdQueryDto, @CurrentUser() user: LoginUser): Promise<SignupDetailVO> {
    return this.queryBus.execute(new GetSignupQuery(query.id, user));
  }

  @Post('review')
  @RequireAnyRole(...R.review)
  review(@Body() body: SignupReviewDto, @CurrentUser() user: LoginUser): Promise<boolean> {
    return this.commandBus.execute(new ReviewSignupCommand(body, user));
  }

  @Post('batch-review')
  @RequireAnyRole(...R.review)
  batchReview(@Body() body: SignupBatchReviewDto, @CurrentUser() user: LoginUser): Promise<SignupBatchItemResult[]> {
    return this.commandBus.execute(new BatchReviewSignupsCommand(body.ids, body.action, body.offer, body.remark, user));
  }

  @Post('cancel')
  @RequireAnyRole(...R['signup-rep'])
  cancel(@Body() body: SignupVersionDto, @CurrentUser() user: LoginUser): Promise<boolean> {
    return this.commandBus.execute(new CancelSignupCommand(body, user));
  }

  @Post('create-for')
  @RequireAnyRole(...R['signup-rep'])
  createFor(@Body() body: SignupCreateForDto, @CurrentUser() user: LoginUser): Promise<number> {
    const { userId, ...input } = body;
    return this.commandBus.execute(new SubmitSignupCommand(input, userId, user.tenantId, user.id, user.id));
  }

  @Get('stats')
  @RequireAnyRole(...R.signuprecord)
  stats(@Query() query: SignupStatsDto, @CurrentUser() user: LoginUser): Promise<SignupStatsVO> {
    return this.queryBus.execute(new SignupStatsQuery(query.courseId, user));
  }

  /** The staff home: signups waiting per review stage, signups per day, courses by class status, over the caller's scope. */
  @Get('dashboard')
  @RequireAnyRole(...R.signuprecord)
  dashboard(@Query() query: StaffDashboardDto, @CurrentUser() user: LoginUser): Promise<StaffDashboardVO> {
    return this.queryBus.execute(new GetStaffDashboardQuery(query.days, user));
  }

  @Post('complete')
  @RequireAnyRole(...R.completereg)
  complete(@Body() body: SignupCompleteDto, @CurrentUser() user: LoginUser): Promise<SignupBatchItemResult[]> {
    return this.commandBus.execute(new CompleteSignupsCommand(body.courseId, body.ids, user));
  }

  @Get('export-excel')
  @RequireAnyRole(...R['signup-query'])
  async exportExcel(@Query() query: SignupFilterDto, @CurrentUser() user: LoginUser): Promise<StreamableFile> {
    const buffer: Buffer = await this.queryBus.execute(new ExportSignupsQuery(query.toFilter(), user));
    return new StreamableFile(buffer, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: `attachment; filename="signups.xlsx"; filename*=UTF-8''${encodeURIComponent('报名记录.xlsx')}`,
      length: buffer.length,
    });
  }
}
