import { Module } from '@nestjs/common';
import { ChangeCourseStatusHandler } from './commands/change-course-status/change-course-status.handler';
import { CreateClaimHandler } from './commands/create-claim/create-claim.handler';
import { CreateCodeSeriesHandler } from './commands/create-code-series/create-code-series.handler';
import { CreateCourseTypeHandler } from './commands/create-course-type/create-course-type.handler';
import { CreateCourseHandler } from './commands/create-course/create-course.handler';
import { CreateLocationHandler } from './commands/create-location/create-location.handler';
import { DecideClaimHandler } from './commands/decide-claim/decide-claim.handler';
import { DeleteCodeSeriesHandler } from './commands/delete-code-series/delete-code-series.handler';
import { DeleteCourseTypeHandler } from './commands/delete-course-type/delete-course-type.handler';
import { DeleteCourseHandler } from './commands/delete-course/delete-course.handler';
import { DeleteLocationHandler } from './commands/delete-location/delete-location.handler';
import { ReserveNextCodeHandler } from './commands/reserve-next-code/reserve-next-code.handler';
import { UpdateCodeSeriesHandler } from './commands/update-code-series/update-code-series.handler';
import { UpdateCourseTypeHandler } from './commands/update-course-type/update-course-type.handler';
import { UpdateCourseHandler } from './commands/update-course/update-course.handler';
import { UpdateLocationHandler } from './commands/update-location/update-location.handler';
import { CountCoursesByStatusHandler } from './queries/count-courses-by-status/count-courses-by-status.handler';
import { FindCourseIdsByCodesHandler } from './queries/find-course-ids-by-codes/find-course-ids-by-codes.handler';
import { GetClientCourseHandler } from './queries/get-client-course/get-client-course.handler';
import { GetCodeSeriesHandler } from './queries/get-code-series/get-code-series.handler';
import { GetCourseForSignupHandler } from './queries/get-course-for-signup/get-course-for-signup.handler';
import { GetCourseTypeHandler } from './queries/get-course-type/get-course-type.handler';
import { GetCourseHandler } from './queries/get-course/get-course.handler';
import { GetCoursesForSignupHandler } from './queries/get-courses-for-signup/get-courses-for-signup.handler';
import { GetLocationHandler } from './queries/get-location/get-location.handler';
import { GetTeacherCourseIdsHandler } from './queries/get-teacher-course-ids/get-teacher-course-ids.handler';
import { GetScopedCourseIdsHandler } from './queries/get-scoped-course-ids/get-scoped-course-ids.handler';
import { ListCourseTypesHandler } from './queries/list-course-types/list-course-types.handler';
import { ListLocationsHandler } from './queries/list-locations/list-locations.handler';
import { PageClaimableCoursesHandler } from './queries/page-claimable-courses/page-claimable-courses.handler';
import { PageClaimsHandler } from './queries/page-claims/page-claims.handler';
import { PageClientCoursesHandler } from './queries/page-client-courses/page-client-courses.handler';
import { PageCodeSeriesHandler } from './queries/page-code-series/page-code-series.handler';
import { PageCourseTypesHandler } from './queries/page-course-types/page-course-types.handler';
import { PageCoursesHandler } from './queries/page-courses/page-courses.handler';
import { PageLocationsHandler } from './queries/page-locations/page-locations.handler';
import { CourseScopes } from './infrastructure/course-scope';
import { CourseInputCheck, RichText } from './domain';
import { ClaimController } from './http/claim.controller';
import { ClientCourseController } from './http/client-course.controller';
import { ClientLocationController } from './http/client-location.controller';
import { CodeSeriesController } from './http/code-series.controller';
import { CourseTypeController } from './http/course-type.controller';
import { CourseController } from './http/course.controller';
import { LocationController } from './http/location.controller';
import { ClaimViews } from './infrastructure/claim.read-model';
import { CourseViews } from './infrastructure/course-views.read-model';
import { DictionaryCheck } from './infrastructure/dictionary-check';
import { CourseDemoSeeder } from './seed/course-demo.seeder';
import { CourseTenantPurgeConsumer } from './consumers/tenant-purge/course-tenant-purge.consumer';

const commandHandlers = [
  ChangeCourseStatusHandler,
  CreateClaimHandler,
  CreateCodeSeriesHandler,
  CreateCourseTypeHandler,
  CreateCourseHandler,
  CreateLocationHandler,
  DecideClaimHandler,
  DeleteCodeSeriesHandler,
  DeleteCourseTypeHandler,
  DeleteCourseHandler,
  DeleteLocationHandler,
  ReserveNextCodeHandler,
  UpdateCodeSeriesHandler,
  UpdateCourseTypeHandler,
  UpdateCourseHandler,
  UpdateLocationHandler,
];

/** Includes the handlers of the contract queries (course facts for the signup and notify modules). */
const queryHandlers = [
  CountCoursesByStatusHandler,
  FindCourseIdsByCodesHandler,
  GetClientCourseHandler,
  GetCodeSeriesHandler,
  GetCourseForSignupHandler,
  GetCourseTypeHandler,
  GetCourseHandler,
  GetCoursesForSignupHandler,
  GetLocationHandler,
  GetTeacherCourseIdsHandler,
  GetScopedCourseIdsHandler,
  ListCourseTypesHandler,
  ListLocationsHandler,
  PageClaimableCoursesHandler,
  PageClaimsHandler,
  PageClientCoursesHandler,
  PageCodeSeriesHandler,
  PageCourseTypesHandler,
  PageCoursesHandler,
  PageLocationsHandler,
];

/** Courses, course types and code series, centres, teacher claims; answers the course contract queries. */
@Module({
  controllers: [
    CourseController,
    ClientCourseController,
    CourseTypeController,
    CodeSeriesController,
    LocationController,
    ClientLocationController,
    ClaimController,
  ],
  providers: [
    CourseTenantPurgeConsumer,
    DictionaryCheck,
    CourseInputCheck,
    RichText,
    CourseViews,
    CourseScopes,
    ClaimViews,
    ...commandHandlers,
    ...queryHandlers,
    CourseDemoSeeder,
  ],
})
export class CourseModule {}
