/** Providers and controllers of templates and messages (filled in by the messages slice). */
export const messageProviders: Function[] = [];
export const messageControllers: Function[] = [];
