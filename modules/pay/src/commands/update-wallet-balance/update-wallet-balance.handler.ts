import { GetUserProfileQuery } from '@dha/system';
import { BizError } from '@dha/server-core';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { WalletLedger } from '../../infrastructure/wallet.repository';
import { PayErrors } from '../../pay.errors';
import { UpdateWalletBalanceCommand } from './update-wallet-balance.command';

@CommandHandler(UpdateWalletBalanceCommand)
export class UpdateWalletBalanceHandler implements ICommandHandler<UpdateWalletBalanceCommand, true> {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ user, userId, delta }: UpdateWalletBalanceCommand): Promise<true> {
    const owner = await this.queryBus.execute(new GetUserProfileQuery(userId));
    // a user of another tenant has no wallet here
    if (!owner || owner.tenantId !== user.tenantId) throw new BizError(PayErrors.WALLET_NOT_FOUND);
    await this.ledger.updateBalance(user.tenantId, userId, delta, user.id);
    return true;
  }
}
