import { CommonStatusIn, OptionalText, SortOrder } from '@dha/server-core';
import { MAX_INT32, type DeptSaveReq } from '@dha/contracts';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class DeptCreateDto implements DeptSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  name!: string;

  /** 0: a top-level department */
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  parentId!: number;

  @SortOrder()
  sort!: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  leaderUserId?: number | null;

  @IsOptional()
  @IsString()
  @Matches(/^[0-9+-]{0,11}$/, { message: 'phone 只能是不超过 11 位的数字' })
  phone?: string | null;

  @OptionalText(50)
  @IsEmail({}, { message: 'email 格式不正确' })
  email?: string | null;

  @CommonStatusIn()
  status!: number;
}

export class DeptUpdateDto extends DeptCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
