import { Global, Module } from '@nestjs/common';
import { AccessCache } from './access.cache';

/**
 * The access cache every module's access checks share: the auth module keeps the callers of tokens
 * in it, the system module their permission info, and drops what a change of theirs outdates.
 */
@Global()
@Module({ providers: [AccessCache], exports: [AccessCache] })
export class AccessModule {}
