import { DictTypeCode, type CourseVO } from '@dha/contracts';
import { DictTag } from '../../../dict';
import { ClampedText, type Column } from '../../../ui/DataTable';
import { StackedCell } from '../../../ui/StackedCell';

/** The first columns of a course table: the course (name over code) and its type. */
export const courseColumns: Column<CourseVO>[] = [
  {
    key: 'name',
    title: '课程',
    wrap: true,
    minWidth: 150,
    maxWidth: 220,
    render: (c) => <StackedCell main={<ClampedText text={c.name} />} sub={c.code} />,
  },
  { key: 'type', title: '类型', render: (c) => <DictTag type={DictTypeCode.COURSE_TYPE} value={c.type} minimal /> },
];
