import { AuthEventTypes, type AuthSessionEndedPayload } from '@dha/auth';
import { SystemEventTypes, type UserDisabledPayload } from '@dha/system';
import { CourseEventTypes, type CourseEventPayload } from '@dha/course';
import { InfraEventTypes, type ReferenceDataChangedPayload } from '@dha/infra';
import { LiveRooms, SignupStatus, type LiveSignupChangedEvent, type SignupStatusValue } from '@dha/contracts';
import { EventConsumer, EventConsumerHost, type AfterCommit, type PublishedEvent } from '@dha/server-core';
import { CourseSeatsQuery, SignupEventTypes, type SignupStatusChangedPayload } from '@dha/signup';
import { QueryBus } from '@nestjs/cqrs';
import { NotifyEventTypes, type NotifyMessageCreatedPayload } from '../../contract/notify.events';
import { LivePublisher } from '../../infrastructure/live.publisher';
import { NotifySender } from '../../infrastructure/notify-sender';

type LivePayload =
  | SignupStatusChangedPayload
  | NotifyMessageCreatedPayload
  | AuthSessionEndedPayload
  | UserDisabledPayload
  | CourseEventPayload
  | ReferenceDataChangedPayload;

/** The statuses that hold a seat: a transition into or out of one changes a course's places. */
const SEAT_HOLDING: readonly SignupStatusValue[] = [
  SignupStatus.WAIT_STUDENT_AUDIT,
  SignupStatus.FORMAL_ACCEPT,
  SignupStatus.CANDIDATE_ACCEPT,
];

/** How long changes of one course's seats gather before its places are read and pushed. */
const PLACES_WINDOW_MS = 25;

function movesSeat(p: Pick<SignupStatusChangedPayload, 'fromStatus' | 'toStatus' | 'action'>): boolean {
  return SEAT_HOLDING.includes(p.fromStatus) || SEAT_HOLDING.includes(p.toStatus) || p.action === 'promote';
}

/**
 * Turns committed events into live pushes: signup changes to the course's reviewers and the
 * applicant, places to a course's watchers, new messages to their user, ended sessions or disabled
 * users to a disconnect, and dictionary or configuration changes to every socket. No transaction
 * per event (this consumer is the latency path): a push is idempotent for the console, which keeps
 * the newest version of a signup, and the version cursor lives in Redis.
 */
@EventConsumer({
  name: 'live',
  // pushes are idempotent for the console (it keeps the newest version): no transaction per event
  exactlyOnce: false,
  // its jobs wait on Redis round trips, not on the database: many in flight keep up with a burst
  concurrency: 64,
  events: [
    SignupEventTypes.STATUS_CHANGED,
    NotifyEventTypes.MESSAGE_CREATED,
    AuthEventTypes.SESSION_ENDED,
    SystemEventTypes.USER_DISABLED,
    // a course's teachers review its signups: their sockets follow the course's teacher list
    CourseEventTypes.CREATED,
    CourseEventTypes.UPDATED,
    CourseEventTypes.TEACHER_CLAIMED,
    CourseEventTypes.DELETED,
    // dictionaries and configuration are shared by every tenant: every open console reloads them
    InfraEventTypes.DICT_CHANGED,
    InfraEventTypes.CONFIG_CHANGED,
  ],
})
export class LiveConsumer extends EventConsumerHost<LivePayload> {
  /** courses whose places push is scheduled and not yet read */
  private readonly placesDue = new Map<number, Promise<void>>();

  constructor(
    private readonly publisher: LivePublisher,
    private readonly sender: NotifySender,
    private readonly queryBus: QueryBus,
  ) {
    super();
  }

  /** A message its sender pushes itself is not pushed again. */
  protected override accepts(event: PublishedEvent<LivePayload>): boolean {
    return event.type !== NotifyEventTypes.MESSAGE_CREATED || (event.payload as NotifyMessageCreatedPayload).live !== false;
  }

  protected async handle(event: PublishedEvent<LivePayload>): Promise<AfterCommit | void> {
    switch (event.type) {
      case SignupEventTypes.STATUS_CHANGED:
        return this.signupChanged(event as PublishedEvent<SignupStatusChangedPayload>);
      case NotifyEventTypes.MESSAGE_CREATED: {
        const { message, unreadCount } = event.payload as NotifyMessageCreatedPayload;
        return () => this.sender.push([{ message, unreadCount }]);
      }
      case AuthEventTypes.SESSION_ENDED: {
        const { sessionKey } = event.payload as AuthSessionEndedPayload;
        return () => this.publisher.disconnect(LiveRooms.session(sessionKey));
      }
      case SystemEventTypes.USER_DISABLED: {
        const { userId } = event.payload as UserDisabledPayload;
        return () => this.publisher.disconnect(LiveRooms.user(userId));
      }
      case CourseEventTypes.CREATED:
      case CourseEventTypes.UPDATED:
      case CourseEventTypes.TEACHER_CLAIMED:
      case CourseEventTypes.DELETED:
        return this.teachersChanged(event as PublishedEvent<CourseEventPayload>);
      case InfraEventTypes.DICT_CHANGED:
      case InfraEventTypes.CONFIG_CHANGED: {
        const { at } = event.payload as ReferenceDataChangedPayload;
        const name = event.type === InfraEventTypes.DICT_CHANGED ? 'dict.changed' : 'config.changed';
        return () => this.publisher.broadcast(name, { at });
      }
    }
  }

  /**
   * The connected teachers of a course join its reviewer room when they are given the course and
   * leave it when they lose it (or the course goes), without reconnecting. The payload's teacher
   * list is the course's whole list after the change (every writer loads it).
   */
  private teachersChanged(event: PublishedEvent<CourseEventPayload>): AfterCommit {
    const { courseId, teacherIds } = event.payload;
    const room = LiveRooms.courseReviewers(courseId);
    if (event.type === CourseEventTypes.DELETED) return () => this.publisher.leave(room);
    const teachers = teacherIds.map((id) => LiveRooms.user(id));
    return async () => {
      await this.publisher.join(teachers, room);
      if (event.type === CourseEventTypes.UPDATED) await this.publisher.leave(room, teachers);
    };
  }

  private async signupChanged(event: PublishedEvent<SignupStatusChangedPayload>): Promise<AfterCommit> {
    const p = event.payload;
    // places are read fresh (they are the course's state now), whatever the order of the events
    const places = movesSeat(p) ? () => this.pushPlaces(p.courseId) : async () => undefined;
    const changed: LiveSignupChangedEvent = {
      id: p.signupId,
      courseId: p.courseId,
      userId: p.userId,
      from: p.fromStatus,
      to: p.toStatus,
      offerType: p.offerType,
      version: p.version,
      at: event.occurredAt,
    };
    const rooms = [LiveRooms.courseReviewers(p.courseId), LiveRooms.tenantReviewers(p.tenantId), LiveRooms.user(p.userId)];
    // never an older transition after a newer one (the console would step the signup back): the
    // version check and the push are one step in Redis, so two versions in flight cannot cross
    await this.publishIfNewest(event, this.publisher.encode(rooms, 'signup.changed', changed));
    return places;
  }

  /**
   * Pushes a course's places, read fresh. Under a burst (many seats moving on one course at once)
   * the changes of a short window share one read and one push: each push is newer than every
   * change committed before its read started.
   */
  private pushPlaces(courseId: number): Promise<void> {
    const due = this.placesDue.get(courseId);
    if (due) return due;
    const push = (async () => {
      await new Promise((resolve) => setTimeout(resolve, PLACES_WINDOW_MS));
      this.placesDue.delete(courseId);
      try {
        const [seats] = await this.queryBus.execute(new CourseSeatsQuery([courseId]));
        // an unpublished course has no public places
        if (seats) await this.publisher.emit(LiveRooms.courseViewers(courseId), 'course.places', seats);
      } catch (err) {
        // the event is applied; the next seat change pushes the places again
        this.logger.warn({ err, courseId }, 'course places push failed');
      }
    })();
    this.placesDue.set(courseId, push);
    return push;
  }
}
