import type { Provider, Type } from '@nestjs/common';
import { LiveGateway } from './live.gateway';

/** Providers of the live channel (Socket.IO gateway, publisher, live consumer). */
export const liveProviders: Provider[] = [LiveGateway];
