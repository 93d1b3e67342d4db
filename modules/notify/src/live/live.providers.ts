import type { Provider } from '@nestjs/common';
import { LiveConsumer } from './live.consumer';
import { LiveGateway } from './live.gateway';
import { LivePublisher } from './live.publisher';

/** Providers of the live channel (Socket.IO gateway, publisher, live consumer). */
export const liveProviders: Provider[] = [LiveGateway, LivePublisher, LiveConsumer];
