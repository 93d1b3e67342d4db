import type { LoginUser } from '@dha/server-core';
import type { DeptCreateDto } from '../../http/dept.dto';
import { Command } from '@nestjs/cqrs';

export class CreateDeptCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: DeptCreateDto,
  ) {
    super();
  }
}
