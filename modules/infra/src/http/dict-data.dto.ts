import { OptionalText } from '@dha/server-core';
import { CommonStatus, MAX_INT32 } from '@dha/contracts';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DICT_TYPE_CODE, DICT_TYPE_CODE_MESSAGE } from './dict-type.dto';

/** The colour types the console draws a tag with. */
const COLOR_TYPES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'];

/** `POST /system/dict-data/create`. */
export class DictDataCreateDto {
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  sort!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  label!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  value!: string;

  @IsString()
  @MaxLength(100)
  @Matches(DICT_TYPE_CODE, { message: DICT_TYPE_CODE_MESSAGE.replace('type', 'dictType') })
  dictType!: string;

  @IsInt()
  @IsIn(Object.values(CommonStatus))
  status!: number;

  @IsOptional()
  @IsString()
  @IsIn(COLOR_TYPES)
  colorType?: string;

  @OptionalText(100)
  cssClass?: string;

  @OptionalText(500)
  remark?: string | null;
}

/** `PUT /system/dict-data/update`. */
export class DictDataUpdateDto extends DictDataCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
