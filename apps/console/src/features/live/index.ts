// LiveIndicator is imported from its file: through here its tooltip code would reach every page using the hooks
export { LiveProvider, useLiveConnection, useLiveEvent } from './LiveProvider';
