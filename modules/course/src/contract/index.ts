export * from './course.queries';
