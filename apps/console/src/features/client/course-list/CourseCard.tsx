import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import type { ClientCourseVO, CourseSeatsVO } from '@dha/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../ui/LinkButton';
import { ClientDictTag } from '../shared/ClientDictTag';
import { formatDateRange, formatDateTime, formatFee, formatKindSeats, kindLeft, seatsByKind, signupAvailability } from '../shared/format';

/**
 * One course: type, dates, place, fee, signup window, seats left per kind; in the list a link to its
 * detail and the 报名 button, on the detail page its description and sessions (`children`).
 */
export function CourseCard({
  course,
  seats,
  onSignUp,
  detailUrl,
  children,
}: {
  course: ClientCourseVO;
  seats: CourseSeatsVO | undefined;
  onSignUp?: (c: ClientCourseVO) => void;
  /** the course's detail page: the title links there and a 详情 button leads there */
  detailUrl?: string;
  children?: ReactNode;
}) {
  const kinds = seatsByKind(course, seats);
  const availability = signupAvailability(course, seats);
  return (
    <Card className="dha-client-card" data-testid={`course-${course.id}`}>
      <div className="dha-client-card-head">
        <h3 className="dha-client-card-title">{detailUrl ? <Link to={detailUrl}>{course.name}</Link> : course.name}</h3>
        <span className={course.fee > 0 ? 'dha-client-fee' : 'dha-client-fee-free'}>{formatFee(course.fee)}</span>
      </div>
      <div className="dha-client-tags">
        <ClientDictTag type="course_type" value={course.type} />
        {course.signupOpen ? (
          <Tag intent={Intent.SUCCESS} minimal>
            报名中
          </Tag>
        ) : (
          <Tag minimal>{availability.label}</Tag>
        )}
        {course.needTeacherAudit && <Tag minimal>需老师审核</Tag>}
      </div>
      <dl className="dha-client-facts">
        <dt>上课时间</dt>
        <dd>{formatDateRange(course.startTime, course.endTime)}</dd>
        <dt>上课地点</dt>
        <dd>{course.locationName ? `${course.locationName}${course.locationAddress ? `（${course.locationAddress}）` : ''}` : '待定'}</dd>
        {course.teacherNames?.length > 0 && (
          <>
            <dt>授课老师</dt>
            <dd>{course.teacherNames.join('、')}</dd>
          </>
        )}
        <dt>报名时间</dt>
        <dd>
          {formatDateTime(course.signupStartTime)} 至 {formatDateTime(course.signupEndTime)}
        </dd>
      </dl>
      {kinds.length > 0 && (
        <div className="dha-client-seats" aria-label="剩余名额">
          {kinds.map((k) => (
            <div key={k.kind} className="dha-client-seat-row">
              <span className="dha-client-seat-kind">{k.label}</span>
              <span className={kindLeft(k) === 0 ? 'dha-client-seat-none' : undefined}>{formatKindSeats(k)}</span>
            </div>
          ))}
        </div>
      )}
      {children}
      {(onSignUp || detailUrl) && (
        <div className="dha-client-card-actions">
          {detailUrl && <LinkButton to={detailUrl} text="详情" icon="eye-open" intent="none" minimal={false} small={false} />}
          {onSignUp && (
            <Button
              intent={availability.canSignUp ? Intent.PRIMARY : Intent.NONE}
              disabled={!availability.canSignUp}
              text={availability.canSignUp ? '报名' : availability.label}
              icon={availability.canSignUp ? 'edit' : undefined}
              onClick={() => onSignUp(course)}
            />
          )}
        </div>
      )}
    </Card>
  );
}
