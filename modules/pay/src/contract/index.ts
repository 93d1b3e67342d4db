export * from './pay.events';
export * from './pay.queries';
export * from './pay.commands';
