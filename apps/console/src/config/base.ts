/** Base path of the console (spec §2, §9). Vite's `base` is the same value with a trailing slash. */
export const BASE_PATH = '/dha-center';
/** Mobile layout below this width (spec §4, §9). */
export const MOBILE_BREAKPOINT = 992;
/** Product name shown before the organisation name is known. */
export const PRODUCT_NAME = 'DHA 培训中心';
/** Where a visitor (role common only) lands: the client area's course list. */
export const CLIENT_HOME = '/client/course-list';
