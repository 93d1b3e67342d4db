import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { PayAppCreateDto, PayAppUpdateDto } from '../../http/pay-app.dto';

/** Creates an app (answers its id) or updates one (answers true); its key is unique in the tenant. */
export class SavePayAppCommand extends Command<number | true> {
  constructor(
    readonly user: LoginUser,
    readonly input: PayAppCreateDto | PayAppUpdateDto,
  ) {
    super();
  }
}

/** Enables or disables an app. */
export class UpdatePayAppStatusCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
    readonly status: number,
  ) {
    super();
  }
}
