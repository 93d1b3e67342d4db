import { DictTypeCode } from '@dha/contracts';
import { useState } from 'react';
import { DateRangeField } from '../../../ui/DateRangeField';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { CourseSelect } from '../../course/shared/CourseSelect';
import type { SignupFilterValues } from './signup-filter';

/** The dictionary selects of the bar, in order. */
const DICT_FILTERS = [
  { key: 'status', id: 'sf-status', label: '报名状态', dict: DictTypeCode.SIGNUP_STATUS },
  { key: 'participantKind', id: 'sf-kind', label: '参与类型', dict: DictTypeCode.SIGNUP_PARTICIPANT_KIND },
  { key: 'identity', id: 'sf-identity', label: '报名身份', dict: DictTypeCode.SIGNUP_IDENTITY },
] as const;

/** The staff signup filters: course, status, participant kind, identity, keyword, submitted-time range. */
export function SignupFilterBar({
  initial,
  defaults,
  onSearch,
  hideCourse,
}: {
  initial: SignupFilterValues;
  /** what 重置 goes back to */
  defaults: SignupFilterValues;
  onSearch: (f: SignupFilterValues) => void;
  hideCourse?: boolean;
}) {
  const [f, setF] = useState(initial);
  const set = (patch: Partial<SignupFilterValues>) => setF((prev) => ({ ...prev, ...patch }));
  return (
    <FilterBar
      onSearch={() => onSearch(f)}
      onReset={() => {
        setF(defaults);
        onSearch(defaults);
      }}
    >
      {!hideCourse && (
        <FilterField id="sf-course" label="课程">
          <CourseSelect id="sf-course" value={f.courseId} onChange={(courseId) => set({ courseId })} />
        </FilterField>
      )}
      {DICT_FILTERS.map(({ key, ...field }) => (
        <FilterField key={key} {...field} value={f[key]} onChange={(value) => set({ [key]: value })} />
      ))}
      <FilterField
        id="sf-keyword"
        label="关键字"
        placeholder="姓名 / 手机 / 用户名"
        maxLength={64}
        value={f.keyword}
        onChange={(keyword) => set({ keyword })}
      />
      <DateRangeField
        id="sf-from"
        label="提交时间"
        fromLabel="提交开始日期"
        toLabel="提交结束日期"
        from={f.submittedFrom}
        to={f.submittedTo}
        onChange={(submittedFrom, submittedTo) => set({ submittedFrom, submittedTo })}
      />
    </FilterBar>
  );
}
