import { CommonStatus } from '@dha/contracts';
import { PageParamDto } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { QueryInt } from '@dha/server-core';

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

  @IsOptional()
  @IsString()
  @MaxLength(200)
  remark?: string;
}

export class CodeSeriesUpdateDto extends CodeSeriesCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}

export class CodeSeriesPageDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  typeId?: number;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  prefix?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}

export class NextCodeQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  typeId!: number;
}
