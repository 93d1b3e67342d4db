import type { LoginUser } from '@dha/server-core';
import type { DeptUpdateDto } from '../../http/dept.dto';
import { Command } from '@nestjs/cqrs';

export class UpdateDeptCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: DeptUpdateDto,
  ) {
    super();
  }
}
