import { ConfigKey, NotifyMailKind, NotifyTemplateCode } from '@dha/contracts';
import { GetCoursesForSignupQuery } from '@dha/course';
import { GetConfigValueQuery } from '@dha/infra';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { displayTime } from '../../domain/display-time';
import { NotifySender } from '../../infrastructure/notify-sender';
import { OpenOfferRepository } from '../../infrastructure/open-offer.repository';
import { SendOfferRemindersCommand } from './send-offer-reminders.command';

/** The template of the reminder; params {courseName, deadline}. */
const OFFER_REMINDER_TEMPLATE = NotifyTemplateCode.OFFER_REMINDER;
const DEFAULT_REMINDER_HOURS = 24;
/** Offers reminded per transaction (each batch holds its rows' locks until it commits). */
const BATCH = 200;

/**
 * Exactly once, however many workers run it at the same moment: each batch locks its offers with
 * `FOR UPDATE SKIP LOCKED` (a second run skips them), creates the messages and marks the offers
 * reminded in the same transaction (a later run no longer sees them); the message's source is the
 * offer's event, so the database also refuses a second reminder for one offer.
 */
@CommandHandler(SendOfferRemindersCommand)
export class SendOfferRemindersHandler implements ICommandHandler<SendOfferRemindersCommand, number> {
  private readonly logger = new Logger(SendOfferRemindersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly sender: NotifySender,
    private readonly offers: OpenOfferRepository,
  ) {}

  async execute(): Promise<number> {
    const hours = await this.windowHours();
    if (hours === 0) return 0;
    let reminded = 0;
    for (;;) {
      const count = await this.em.fork().transactional((em) => this.remindBatch(em, hours));
      reminded += count;
      if (count < BATCH) return reminded;
    }
  }

  private async remindBatch(em: EntityManager, hours: number): Promise<number> {
    const due = await this.offers.lockDue(em, hours, BATCH);
    if (!due.length) return 0;
    const courses = await this.queryBus.execute(new GetCoursesForSignupQuery([...new Set(due.map((o) => o.course_id))]));
    const courseName = new Map(courses.map((c) => [c.id, c.name]));
    await this.sender.sendAll(
      em,
      due.map((offer) => ({
        tenantId: offer.tenant_id,
        templateCode: OFFER_REMINDER_TEMPLATE,
        userIds: [offer.user_id],
        params: {
          courseName: courseName.get(offer.course_id) ?? `#${offer.course_id}`,
          deadline: displayTime(new Date(offer.offer_deadline).getTime()),
        },
        sourceEventId: offer.offer_event_id,
        mailKind: NotifyMailKind.OFFER_REMINDER,
        onMissingTemplate: 'skip',
      })),
    );
    await this.offers.markReminded(
      em,
      due.map((o) => o.signup_id),
    );
    this.logger.log(`reminded ${due.length} offer(s) of their reply deadline`);
    return due.length;
  }

  /** The administrator's setting; a value that is not a number of hours (0-720) falls back to the default. */
  private async windowHours(): Promise<number> {
    const raw = await this.queryBus.execute(new GetConfigValueQuery(ConfigKey.OFFER_REMINDER_HOURS));
    const hours = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(hours) && hours >= 0 && hours <= 720) return hours;
    if (raw !== null)
      this.logger.warn({ value: raw }, `${ConfigKey.OFFER_REMINDER_HOURS} is not 0-720 hours; using ${DEFAULT_REMINDER_HOURS}`);
    return DEFAULT_REMINDER_HOURS;
  }
}
