/** Providers of the mail channel and the offer reminders. */
export const mailProviders: Function[] = [];
