import { CommonStatus } from '@dha/contracts';
import { PageParamDto } from '@dha/server-core';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryInt } from '@dha/server-core';

export class LocationCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
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

  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  trafficGuide?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(999_999)
  sort?: number;

  @IsOptional()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}

export class LocationUpdateDto extends LocationCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}

export class LocationPageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
