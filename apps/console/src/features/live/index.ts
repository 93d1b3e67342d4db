export { LiveConnection, type LiveEventName, type LiveSocketLike, type LiveStatus } from './live-connection';
export { LiveIndicator, LIVE_PAUSED_TEXT } from './LiveIndicator';
export { LiveProvider, openLiveSocket, useLiveConnection, useLiveEvent, useLiveStatus, useWatchCourse } from './LiveProvider';
