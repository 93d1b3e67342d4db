export * from './course.entity';
export * from './course-session.entity';
export * from './course-teacher.entity';
export * from './course-type.entity';
export * from './course-code-series.entity';
export * from './location.entity';
export * from './course-claim.entity';
export * from './class-status';
