import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `?key=` of `GET /infra/config/get-value-by-key`. */
export class ConfigKeyQueryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  key!: string;
}
