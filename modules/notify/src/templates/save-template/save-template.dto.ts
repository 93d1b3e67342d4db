import { CommonStatus, NotifyTemplateType } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Body of `/system/notify-template/create` (contract §5: name, code, type, nickname, content, status required). */
export class NotifyTemplateCreateDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(63)
  name!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @Matches(/^[\w.:-]+$/, { message: 'code 只能包含字母、数字、下划线、点、冒号和连字符' })
  code!: string;

  @IsInt()
  @IsIn(Object.values(NotifyTemplateType))
  type!: number;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  nickname!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  content!: string;

  @IsInt()
  @IsIn(Object.values(CommonStatus))
  status!: number;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  remark?: string | null;
}

export class NotifyTemplateUpdateDto extends NotifyTemplateCreateDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;
}
