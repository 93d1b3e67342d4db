export * from './course.queries';
export * from './course.events';
export * from './course-seats';
