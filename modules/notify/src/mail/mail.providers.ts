import type { Provider, Type } from '@nestjs/common';
/** Providers of the mail channel and the offer reminders. */
export const mailProviders: Provider[] = [];
