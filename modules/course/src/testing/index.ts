export * from './course-test-helpers';
