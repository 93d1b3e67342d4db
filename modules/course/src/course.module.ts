import { Module } from '@nestjs/common';
import { ClaimController } from './claim/claim.controller';
import { claimCommandHandlers } from './claim/claim.commands';
import { claimQueryHandlers } from './claim/claim.queries';
import { CodeSeriesController } from './code-series/code-series.controller';
import { codeSeriesCommandHandlers } from './code-series/code-series.commands';
import { codeSeriesQueryHandlers } from './code-series/code-series.queries';
import { courseContractHandlers } from './contract-handlers/course-for-signup.handlers';
import { CourseTypeController } from './course-type/course-type.controller';
import { courseTypeCommandHandlers } from './course-type/course-type.commands';
import { courseTypeQueryHandlers } from './course-type/course-type.queries';
import { CourseInputCheck } from './course/course-input';
import { CourseViews } from './course/course-views';
import { ClientCourseController, CourseController } from './course/course.controller';
import { courseCommandHandlers } from './course/course.commands';
import { courseQueryHandlers } from './course/course.queries';
import { ClientLocationController, LocationController } from './location/location.controller';
import { locationCommandHandlers } from './location/location.commands';
import { locationQueryHandlers } from './location/location.queries';
import { CourseDemoSeeder } from './seed/course-demo.seeder';
import { DictionaryCheck } from './shared/dictionary';

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
    DictionaryCheck,
    CourseInputCheck,
    CourseViews,
    ...courseTypeCommandHandlers,
    ...courseTypeQueryHandlers,
    ...codeSeriesCommandHandlers,
    ...codeSeriesQueryHandlers,
    ...locationCommandHandlers,
    ...locationQueryHandlers,
    ...courseCommandHandlers,
    ...courseQueryHandlers,
    ...claimCommandHandlers,
    ...claimQueryHandlers,
    ...courseContractHandlers,
    CourseDemoSeeder,
  ],
})
export class CourseModule {}
