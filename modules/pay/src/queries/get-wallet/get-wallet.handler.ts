import { GetUsersQuery } from '@dha/system';
import { QueryBus } from '@nestjs/cqrs';
import { PayWallet } from '../../domain/pay-wallet.entity';
import { toWalletVO } from '../../infrastructure/pay.read-model';
import { WalletLedger } from '../../infrastructure/wallet.repository';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayWalletQuery } from './get-wallet.query';

@QueryHandler(GetPayWalletQuery)
export class GetPayWalletHandler implements IQueryHandler<GetPayWalletQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly ledger: WalletLedger,
  ) {}

  async execute({ tenantId, userId }: GetPayWalletQuery) {
    const em = this.em.fork();
    const id = await this.ledger.getOrCreate(em, tenantId, userId);
    const [user] = await this.queryBus.execute(new GetUsersQuery([userId]));
    return toWalletVO(await em.findOneOrFail(PayWallet, id), user);
  }
}
