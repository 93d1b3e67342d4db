import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CreateTimePageDto } from '../../templates/create-time-range.dto';

const queryBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

/** `my-page`: pageNo, pageSize, readStatus?, createTime[]?. */
export class MyNotifyMessagePageDto extends CreateTimePageDto {
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  readStatus?: boolean;
}

/** `get-unread-list?size=`: default 10. */
export class UnreadListDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  size: number = 10;
}
