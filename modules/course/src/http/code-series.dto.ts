import { OptionalText } from '@dha/server-core';
import { CommonStatus } from '@dha/contracts';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class CodeSeriesCreateDto {
  @IsInt()
  @Min(1)
  typeId!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'prefix 只能包含字母、数字、- 和 _' })
  prefix!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99_999_999)
  nextNumber?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(8)
  digits?: number;

  @IsOptional()
  @IsIn(Object.values(CommonStatus))
  status?: number;

  @OptionalText(200)
  remark?: string;
}

export class CodeSeriesUpdateDto extends CodeSeriesCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}
