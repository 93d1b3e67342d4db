import type { CourseSeatsVO, MySignupVO, PageResult } from '@dha/contracts';
import { ClientIp, CurrentUser, PageParamDto, Public, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RespondToSignupCommand } from '../commands/respond-offer/respond-offer.command';
import { SubmitSignupCommand } from '../commands/submit-signup/submit-signup.command';
import { SignupCreateDto } from '../commands/submit-signup/submit-signup.dto';
import { CourseSeatsQuery } from '../contract/signup.queries';
import { CourseSeatsDto } from '../queries/course-seats/course-seats.dto';
import { MY_COURSE_STATUSES, MySignupsQuery } from '../queries/my-signups/my-signups.query';
import { SignupVersionDto } from './signup.dto';

/** The visitor's own signups (client area). */
@Controller('client/signup')
export class ClientSignupController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  create(@Body() body: SignupCreateDto, @CurrentUser() user: LoginUser): Promise<number> {
    return this.commandBus.execute(new SubmitSignupCommand(body, user.id, user.tenantId, user.id, null));
  }

  @Get('my-page')
  myPage(@Query() page: PageParamDto, @CurrentUser() user: LoginUser): Promise<PageResult<MySignupVO>> {
    return this.queryBus.execute(new MySignupsQuery(user.id, page.pageNo, page.pageSize, null));
  }

  /** true; or, for a formal offer on a course with a fee, the id of the pay order that confirms it (the pay step). */
  @Post('confirm')
  confirm(@Body() body: SignupVersionDto, @CurrentUser() user: LoginUser, @ClientIp() ip: string): Promise<boolean | number> {
    return this.commandBus.execute(new RespondToSignupCommand('confirm', body, user.id, ip));
  }

  @Post('decline')
  decline(@Body() body: SignupVersionDto, @CurrentUser() user: LoginUser): Promise<boolean> {
    return this.commandBus.execute(new RespondToSignupCommand('decline', body, user.id)) as Promise<boolean>;
  }

  @Post('withdraw')
  withdraw(@Body() body: SignupVersionDto, @CurrentUser() user: LoginUser): Promise<boolean> {
    return this.commandBus.execute(new RespondToSignupCommand('withdraw', body, user.id)) as Promise<boolean>;
  }
}

/** Course facts of the signup module for the client area (the course module serves page/get). */
@Controller('client/course')
export class ClientCourseSignupController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('my-page')
  myCourses(@Query() page: PageParamDto, @CurrentUser() user: LoginUser): Promise<PageResult<MySignupVO>> {
    return this.queryBus.execute(new MySignupsQuery(user.id, page.pageNo, page.pageSize, MY_COURSE_STATUSES));
  }

  @Public()
  @Get('seats')
  seats(@Query() query: CourseSeatsDto): Promise<CourseSeatsVO[]> {
    return this.queryBus.execute(new CourseSeatsQuery(query.ids));
  }
}
