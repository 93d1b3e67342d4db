import { ClaimStatus } from '@dha/contracts';
import { IdBodyDto } from '@dha/server-core';
import { IsIn } from 'class-validator';

export class ClaimUpdateStatusDto extends IdBodyDto {
  @IsIn([ClaimStatus.DONE, ClaimStatus.IGNORE])
  status!: number;
}
