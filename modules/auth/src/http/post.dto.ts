import { OptionalText } from '@dha/server-core';
import { CommonStatus, MAX_INT32, type PostSaveReq } from '@dha/contracts';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class PostCreateDto implements PostSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  /** an identifier (letters, digits, `_ - . :`), as the upstream seed's `ceo`, `hr` */
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'code 只能包含字母、数字和 _ - . :' })
  code!: string;

  @IsInt()
  @Min(0)
  @Max(999_999)
  sort!: number;

  @IsIn(Object.values(CommonStatus))
  status!: number;

  @OptionalText(500)
  remark?: string | null;
}

export class PostUpdateDto extends PostCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
