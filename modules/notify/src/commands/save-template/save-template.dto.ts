import { OptionalText, trim } from '@dha/server-core';
import { CommonStatus, MAX_INT32, NotifyTemplateType } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { TemplateFields } from '../../domain/notify-template.entity';

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

  @OptionalText(255)
  remark?: string | null;
}

/** Body of `/system/notify-template/update`: the create body and the template's id. */
export class NotifyTemplateUpdateDto extends NotifyTemplateCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** The template's fields a create or update body sets. */
export function templateFieldsOf(input: NotifyTemplateCreateDto): TemplateFields {
  return {
    name: input.name,
    code: input.code,
    type: input.type,
    nickname: input.nickname,
    content: input.content,
    status: input.status,
    remark: input.remark ?? null,
  };
}
