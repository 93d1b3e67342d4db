import { IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';
import { SortedStatusDto } from './sorted-status.dto';

export class CourseTypeCreateDto extends SortedStatusDto {
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
}

export class CourseTypeUpdateDto extends CourseTypeCreateDto {
  @IsInt()
  @Min(1)
  id!: number;
}
