export * from './notify.events';
