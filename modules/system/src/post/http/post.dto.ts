import { CommonStatusIn, IdentifierCode, OptionalText, SortOrder } from '@dha/server-core';
import { MAX_INT32, type PostSaveReq } from '@dha/contracts';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';

export class PostCreateDto implements PostSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  /** an identifier (letters, digits, `_ - . :`), as the upstream seed's `ceo`, `hr` */
  @IdentifierCode(64)
  code!: string;

  @SortOrder()
  sort!: number;

  @CommonStatusIn()
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
