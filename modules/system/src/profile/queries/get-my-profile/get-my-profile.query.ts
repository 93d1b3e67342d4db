import type { MyProfileInfo } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetMyProfileQuery extends Query<MyProfileInfo> {
  constructor(readonly userId: number) {
    super();
  }
}
