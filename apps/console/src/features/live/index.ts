export { LiveIndicator } from './LiveIndicator';
export { LiveProvider, useLiveConnection, useLiveEvent } from './LiveProvider';
