import { FindReviewerIdsQuery, GetUsersQuery, type UserSummary } from '@dha/system';
import {
  ClassStatus,
  ClassStatusLabel,
  NotifyMailKind,
  NotifyTemplateCode as C,
  SignupStatus,
  SignupStatusLabels,
  type NotifyMailKindValue,
} from '@dha/contracts';
import { CourseEventTypes, GetCoursesForSignupQuery, type CourseEventPayload, type CourseForSignup } from '@dha/course';
import { EventConsumer, EventConsumerHost, type AfterCommit, type PublishedEvent } from '@dha/server-core';
import { GetCourseParticipantIdsQuery, SignupEventTypes, type SignupStatusChangedPayload } from '@dha/signup';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { displaySpan, displayTime } from '../../domain/display-time';
import { applicantTemplate } from '../../domain/signup-notices';
import { NotifyMessageReadModel, type SentMessage } from '../../infrastructure/notify-message.read-model';
import { NotifySender, type NotifySendInput } from '../../infrastructure/notify-sender';
import { OpenOfferTracker } from './open-offer.tracker';

type Payload = SignupStatusChangedPayload | CourseEventPayload;

/** One template sent to some users for one event. */
interface Notice {
  templateCode: string;
  userIds: number[];
  params: Record<string, unknown>;
  mailKind: NotifyMailKindValue;
}

/**
 * What the signups of one transaction share, read at once: their courses, their applicants' accounts
 * (when an event has no name) and each tenant's reviewers.
 */
interface SignupContext {
  courses: Map<number, CourseForSignup>;
  applicants: Map<number, UserSummary>;
  reviewers: Map<number, number[]>;
}

/**
 * Who hears what. The applicant on every transition of their signup; the course's teachers when a
 * signup waits for their audit; the tenant's reviewers when a signup is submitted or withdrawn;
 * every participant when a course's time, place or status changes. Nobody is told of their own
 * action, except the applicant of their own signup. Every transition is told (no version cursor:
 * a message per change is wanted even when events arrive out of order); the event id on each
 * message, and the consumer's processed-event record, make a redelivery send nothing (it pushes the
 * messages again). The consumer pushes its messages itself after its commit: no live job per message.
 * In the same transaction it keeps the open offers of the reply-deadline reminders (OpenOfferTracker),
 * behind a version cursor per signup: for those the newest transition wins.
 */
@EventConsumer({
  name: 'notify',
  events: [SignupEventTypes.STATUS_CHANGED, CourseEventTypes.UPDATED, CourseEventTypes.STATUS_CHANGED],
  // a notice may come a moment later: under load, the events of 50 ms share one transaction (one
  // template read, one insert, one unread count per user), so many jobs in flight can gather
  batchWindowMs: 50,
  concurrency: 64,
})
export class NotifyRecipientsConsumer extends EventConsumerHost<Payload> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly sender: NotifySender,
    private readonly messages: NotifyMessageReadModel,
    private readonly openOffers: OpenOfferTracker,
  ) {
    super();
  }

  protected override accepts(event: PublishedEvent<Payload>): boolean {
    if (event.type === CourseEventTypes.UPDATED) return (event.payload as CourseEventPayload).changes !== undefined;
    if (event.type === SignupEventTypes.STATUS_CHANGED) return (event.payload as SignupStatusChangedPayload).toStatus !== SignupStatus.INIT;
    return true;
  }

  protected async handle(event: PublishedEvent<Payload>, em: EntityManager): Promise<AfterCommit> {
    const [push] = await this.handleAll([event], em);
    return push!;
  }

  /**
   * The notices of every event of the transaction, sent together (one insert for all their
   * messages); each event's messages are pushed once the transaction commits.
   */
  protected override async handleAll(events: ReadonlyArray<PublishedEvent<Payload>>, em: EntityManager): Promise<AfterCommit[]> {
    const signups = events.filter((e) => e.type === SignupEventTypes.STATUS_CHANGED).map((e) => e.payload as SignupStatusChangedPayload);
    // the signup's own name is on its events; those written before it was read the applicant's account
    const unnamed = [...new Set(signups.filter((p) => !p.applicantName).map((p) => p.userId))];
    const courseIds = [...new Set(signups.map((p) => p.courseId))];
    const context: SignupContext = {
      courses: new Map(
        courseIds.length ? (await this.queryBus.execute(new GetCoursesForSignupQuery(courseIds))).map((c) => [c.id, c]) : [],
      ),
      applicants: new Map(unnamed.length ? (await this.queryBus.execute(new GetUsersQuery(unnamed))).map((u) => [u.id, u]) : []),
      reviewers: new Map(),
    };
    const inputs: NotifySendInput[] = [];
    /** the event of each input */
    const eventOf: number[] = [];
    for (const [index, event] of events.entries()) {
      const notices =
        event.type === SignupEventTypes.STATUS_CHANGED
          ? await this.signupNotices(event.payload as SignupStatusChangedPayload, context)
          : await this.courseNotices(event.type, event.payload as CourseEventPayload);
      for (const n of notices) {
        inputs.push({
          tenantId: event.payload.tenantId,
          templateCode: n.templateCode,
          userIds: n.userIds,
          params: n.params,
          sourceEventId: event.eventId,
          mailKind: n.mailKind,
          // an admin may delete a seeded template: then that notice is not sent, and nothing retries
          onMissingTemplate: 'skip',
        });
        eventOf.push(index);
      }
    }
    for (const event of events) {
      if (event.type !== SignupEventTypes.STATUS_CHANGED) continue;
      const offerEvent = event as PublishedEvent<SignupStatusChangedPayload>;
      if (this.openOffers.concerns(offerEvent.payload) && (await this.isNewest(em, offerEvent)))
        await this.openOffers.apply(em, offerEvent);
    }
    const sent = await this.sender.sendAll(em, inputs, { pushAfterCommit: true });
    const byEvent = events.map((): SentMessage[] => []);
    sent.forEach((messages, input) => byEvent[eventOf[input]!]!.push(...messages));
    return byEvent.map((messages) => () => this.sender.push(messages));
  }

  /** The messages of an event applied before are pushed again: its first push may have died with its process. */
  protected override async redelivered(event: PublishedEvent<Payload>): Promise<AfterCommit> {
    const messages = await this.messages.sentFor(event.eventId);
    return () => this.sender.push(messages);
  }

  private async signupNotices(p: SignupStatusChangedPayload, context: SignupContext): Promise<Notice[]> {
    const course = context.courses.get(p.courseId) ?? null;
    const notices: Notice[] = [];
    const others = (ids: number[]): number[] => ids.filter((id) => id !== p.operatorId);
    const params = this.signupParams(p, course, context.applicants.get(p.userId));

    const toApplicant = applicantTemplate(p);
    if (toApplicant) notices.push({ templateCode: toApplicant, userIds: [p.userId], params, mailKind: NotifyMailKind.SIGNUP_STATUS });

    if (p.toStatus === SignupStatus.WAIT_TEACHER_AUDIT && course) {
      notices.push({
        templateCode: C.TEACHER_AUDIT_REQUEST,
        userIds: others(course.teacherIds),
        params,
        mailKind: NotifyMailKind.REVIEW_ALERT,
      });
    }
    const submitted = p.toStatus === SignupStatus.WAIT_AUDIT && p.action === 'submit';
    const withdrawn = p.action === 'withdraw';
    if (submitted || withdrawn) {
      let reviewers = context.reviewers.get(p.tenantId);
      if (!reviewers) context.reviewers.set(p.tenantId, (reviewers = await this.queryBus.execute(new FindReviewerIdsQuery(p.tenantId))));
      notices.push({
        templateCode: submitted ? C.REVIEW_NEW_SIGNUP : C.REVIEW_WITHDRAWN,
        userIds: others(reviewers),
        params,
        mailKind: NotifyMailKind.REVIEW_ALERT,
      });
    }
    return notices;
  }

  private signupParams(
    p: SignupStatusChangedPayload,
    course: CourseForSignup | null,
    applicant: UserSummary | undefined,
  ): Record<string, unknown> {
    return {
      signupId: p.signupId,
      courseId: p.courseId,
      courseName: course?.name ?? `#${p.courseId}`,
      courseTime: displaySpan(course?.startTime?.getTime() ?? null, course?.endTime?.getTime() ?? null),
      applicantName: p.applicantName || applicant?.realName || applicant?.nickname || `#${p.userId}`,
      statusLabel: SignupStatusLabels[p.toStatus] ?? '未知',
      fromStatusLabel: SignupStatusLabels[p.fromStatus] ?? '未知',
      deadline: p.offerDeadline === null ? '' : displayTime(p.offerDeadline),
      remark: p.remark ? `备注：${p.remark}。` : '',
    };
  }

  private async courseNotices(type: string, p: CourseEventPayload): Promise<Notice[]> {
    const participants = (await this.queryBus.execute(new GetCourseParticipantIdsQuery(p.courseId))).filter((id) => id !== p.operatorId);
    if (!participants.length) return [];
    const base = { courseId: p.courseId, courseName: p.name };
    const notice = (templateCode: string, params: Record<string, unknown>): Notice => ({
      templateCode,
      userIds: participants,
      params: { ...base, ...params },
      mailKind: NotifyMailKind.COURSE_CHANGE,
    });

    if (type === CourseEventTypes.STATUS_CHANGED) {
      const params = {
        statusLabel: ClassStatusLabel[p.status] ?? '未知',
        previousStatusLabel: p.previousStatus === undefined ? '未知' : (ClassStatusLabel[p.previousStatus] ?? '未知'),
      };
      return [notice(p.status === ClassStatus.PAUSED ? C.COURSE_PAUSED : C.COURSE_STATUS_CHANGED, params)];
    }
    const notices: Notice[] = [];
    const { time, place } = p.changes ?? {};
    if (time) {
      notices.push(
        notice(C.COURSE_TIME_CHANGED, {
          courseTime: displaySpan(time.startTime, time.endTime),
          previousCourseTime: displaySpan(time.previousStartTime, time.previousEndTime),
        }),
      );
    }
    if (place) {
      notices.push(
        notice(C.COURSE_PLACE_CHANGED, {
          placeName: place.locationName ?? '待定',
          previousPlaceName: place.previousLocationName ?? '待定',
        }),
      );
    }
    return notices;
  }
}
