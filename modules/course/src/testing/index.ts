export * from './course.fixtures';
