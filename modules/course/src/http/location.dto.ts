import { OptionalText } from '@dha/server-core';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SortedStatusDto } from './sorted-status.dto';

export class LocationCreateDto extends SortedStatusDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @OptionalText(255)
  address?: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude?: number | null;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude?: number | null;

  @OptionalText(100_000)
  trafficGuide?: string;
}

export class LocationUpdateDto extends LocationCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}
