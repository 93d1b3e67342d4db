export * from './course.queries';
export * from './course.events';
