import { GetCoursesForSignupQuery, type CourseForSignup } from '@dha/course';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignupRepository, submissionKey, type NewSignup } from '../../infrastructure/signup.repository';
import { SignupErrors } from '../../signup.errors';

/** How long the first submission of a batch waits for company (ms). */
export const SUBMIT_BATCH_WINDOW_MS = 2;
/** Largest batch: one statement inserts at most this many signups. */
export const SUBMIT_BATCH_MAX = 200;
/** Batches in flight at once (each holds one pool connection for one statement). */
export const SUBMIT_BATCHES_IN_FLIGHT = 2;

export interface Submission extends NewSignup {
  /**
   * The checks that need the course, run on the course as read for this batch (just before the
   * insert); throws the business error that refuses the submission.
   */
  check: (course: CourseForSignup | null) => void;
}

interface Pending {
  submission: Submission;
  resolve: (id: number) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit of signup submissions (one per process). Submissions that arrive together wait at
 * most SUBMIT_BATCH_WINDOW_MS (or until SUBMIT_BATCH_MAX are waiting); then, for the whole batch:
 * ONE read of the courses involved (so the course checks see the course as it is at that moment,
 * no cache), and ONE statement that inserts the signups, their history rows and their outbox
 * events (`insert … on conflict do nothing` on the one-active-signup index: a person already
 * signed up is answered '您已报名该课程'). Each caller is answered only after that statement has
 * committed, so an acknowledged signup is never lost.
 *
 * - Two submissions of the same person for the same course in one batch: the first goes in this
 *   batch, the other waits for the next one (and then finds the first).
 * - A batch whose statement fails (e.g. one bad row) is retried one submission at a time, each a
 *   batch of one in its own transaction, so one bad row cannot fail its neighbours.
 */
@Injectable()
export class SubmissionBatcher implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SubmissionBatcher.name);
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private idle: Array<() => void> = [];

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly signups: SignupRepository,
  ) {}

  /** Inserts the submission with its batch; answers the new signup id once committed. */
  submit(submission: Submission): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ submission, resolve, reject });
      this.schedule(this.queue.length >= SUBMIT_BATCH_MAX);
    });
  }

  /** Waits until nothing is queued or in flight (application shutdown, tests). */
  drain(): Promise<void> {
    if (!this.queue.length && !this.inFlight) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Before the database pool closes: whatever is queued is committed and answered. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) this.flushNow();
    await this.drain();
  }

  private schedule(now: boolean): void {
    if (now) {
      this.flushNow();
    } else if (!this.timer && this.queue.length) {
      this.timer = setTimeout(() => this.flushNow(), SUBMIT_BATCH_WINDOW_MS);
    }
  }

  private flushNow(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    // the batches in flight finish first; whatever waits meanwhile forms the next batch
    while (this.queue.length && this.inFlight < SUBMIT_BATCHES_IN_FLIGHT) {
      const batch = this.queue.splice(0, SUBMIT_BATCH_MAX);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        if (this.queue.length) this.schedule(true);
        else if (!this.inFlight) {
          const waiting = this.idle;
          this.idle = [];
          for (const done of waiting) done();
        }
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    let courses: Map<number, CourseForSignup>;
    try {
      const ids = [...new Set(batch.map((p) => p.submission.courseId))];
      const found = await this.queryBus.execute(new GetCoursesForSignupQuery(ids));
      courses = new Map(found.map((c) => [c.id, c]));
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    const ready: Pending[] = [];
    const seen = new Set<string>();
    const later: Pending[] = [];
    for (const p of batch) {
      try {
        p.submission.check(courses.get(p.submission.courseId) ?? null);
      } catch (err) {
        p.reject(err);
        continue;
      }
      const key = submissionKey(p.submission);
      if (seen.has(key)) later.push(p);
      else {
        seen.add(key);
        ready.push(p);
      }
    }
    // the same person twice for the same course: the repeat goes first in the next batch
    if (later.length) this.queue.unshift(...later);
    if (!ready.length) return;

    try {
      await this.insert(ready);
    } catch (err) {
      this.logger.warn({ err, size: ready.length }, 'a submission batch failed; retrying its submissions one by one');
      // each alone: a batch of one, its own statement and transaction
      await Promise.all(ready.map((p) => this.insert([p]).catch((e: unknown) => p.reject(e))));
    }
  }

  /** Inserts the batch in one statement and answers each submission: its id, or 您已报名该课程 when skipped. */
  private async insert(batch: Pending[]): Promise<void> {
    const inserted = await this.signups.insertSubmittedBatch(
      this.em,
      batch.map((p) => p.submission),
    );
    for (const p of batch) {
      const id = inserted.get(submissionKey(p.submission));
      if (id === undefined) p.reject(new BizError(SignupErrors.ALREADY_SIGNED_UP));
      else p.resolve(id);
    }
  }
}
