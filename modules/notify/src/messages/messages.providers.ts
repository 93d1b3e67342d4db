import type { Provider, Type } from '@nestjs/common';
/** Providers and controllers of templates and messages (filled in by the messages slice). */
export const messageProviders: Provider[] = [];
export const messageControllers: Type[] = [];
