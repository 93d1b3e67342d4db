import { OptionalText } from '@dha/server-core';
import { CommonStatus, MAX_INT32 } from '@dha/contracts';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** A dictionary type code: what the console and the other modules look entries up by. */
export const DICT_TYPE_CODE = /^[A-Za-z0-9_.:-]+$/;
export const DICT_TYPE_CODE_MESSAGE = 'type must be a dictionary type code (letters, digits, _ . : -)';

/** `POST /system/dict-type/create`. */
export class DictTypeCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @IsString()
  @MaxLength(100)
  @Matches(DICT_TYPE_CODE, { message: DICT_TYPE_CODE_MESSAGE })
  type!: string;

  @IsInt()
  @IsIn(Object.values(CommonStatus))
  status!: number;

  @OptionalText(500)
  remark?: string | null;
}

/** `PUT /system/dict-type/update`. */
export class DictTypeUpdateDto extends DictTypeCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
