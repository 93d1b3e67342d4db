import { CommonStatus } from '@dha/contracts';
import { PageParamDto } from '@dha/server-core';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { QueryInt } from '@dha/server-core';

export class CourseTypeCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  dictValue!: string;

  @IsString()
  @MaxLength(20)
  @Matches(/^[A-Za-z0-9_-]*$/, { message: 'codePrefix 只能包含字母、数字、- 和 _' })
  codePrefix!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(999_999)
  sort?: number;

  @IsOptional()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}

export class CourseTypeUpdateDto extends CourseTypeCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}

export class CourseTypePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  name?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
