import { useCourseOptions } from '../queries';
import { AppSelect } from '../../../ui/AppSelect';

/** A select of courses (value: the id as a string, '' for none). */
export function CourseSelect({
  value,
  onChange,
  allLabel = '全部课程',
  id,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  id?: string;
  disabled?: boolean;
}) {
  const { data, isLoading } = useCourseOptions();
  return (
    <AppSelect
      id={id}
      aria-label="课程"
      value={value}
      disabled={disabled || isLoading}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[
        { value: '', label: isLoading ? '加载中…' : allLabel },
        ...(data ?? []).map((c) => ({ value: String(c.id), label: `${c.name}（${c.code}）` })),
      ]}
    />
  );
}
