import { Module } from '@nestjs/common';
import { LiveGateway } from './live/live.gateway';

/** Notifications and the live channel. Today: the authenticated Socket.IO gateway; messages come next. */
@Module({ providers: [LiveGateway] })
export class NotifyModule {}
