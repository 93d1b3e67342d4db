import { IsString, Matches, MaxLength } from 'class-validator';

/** `{type}` of `GET /system/dict-data/type/{type}`: a dictionary type code such as `signup_status`. */
export class DictTypeParamDto {
  @IsString()
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'type must be a dictionary type code (letters, digits, _ . : -)' })
  type!: string;
}
