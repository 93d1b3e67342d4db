import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordSignInCommand } from '../../../contract/account.commands';
import { LoginLogWriter } from '../../infrastructure/log.writer';

@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand, void> {
  constructor(private readonly loginLog: LoginLogWriter) {}

  async execute({ record }: RecordSignInCommand): Promise<void> {
    this.loginLog.signIn(record);
  }
}
