import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { SignupTransitions } from './application/signup-transitions.service';
import { AdoptCourseQuotasHandler } from './commands/adopt-course-quotas/adopt-course-quotas.handler';
import { BatchReviewSignupsHandler } from './commands/batch-review-signups/batch-review-signups.handler';
import { CancelSignupHandler } from './commands/cancel-signup/cancel-signup.handler';
import { CompleteSignupsHandler } from './commands/complete-signups/complete-signups.handler';
import { ExpireOfferHandler } from './commands/expire-offer/expire-offer.handler';
import { OfferExpiryProcessor } from './commands/expire-offer/offer-expiry.processor';
import { RespondToSignupHandler } from './commands/respond-offer/respond-offer.handler';
import { ReviewSignupHandler } from './commands/review-signup/review-signup.handler';
import { SubmissionBatcher } from './commands/submit-signup/submission-batcher';
import { SubmitSignupHandler } from './commands/submit-signup/submit-signup.handler';
import { OfferSweepJob } from './commands/sweep-offers/offer-sweep.job';
import { SweepOffersHandler } from './commands/sweep-offers/sweep-offers.handler';
import { OfferDeadlineConsumer } from './consumers/offer-deadline/offer-deadline.consumer';
import { ClientCourseSignupController, ClientSignupController } from './http/client-signup.controller';
import { SignupController } from './http/signup.controller';
import { OFFER_EXPIRY_QUEUE, OfferExpiryScheduler } from './infrastructure/offer-expiry.scheduler';
import { SeatLedger } from './infrastructure/seat-ledger.repository';
import { SignupReadModel } from './infrastructure/signup.read-model';
import { SignupRepository } from './infrastructure/signup.repository';
import { CountLiveSignupsOfCourseHandler } from './queries/count-live-signups-of-course/count-live-signups-of-course.handler';
import { CourseSeatsHandler } from './queries/course-seats/course-seats.handler';
import { ExportSignupsHandler } from './queries/export-signups/export-signups.handler';
import { GetCourseParticipantIdsHandler } from './queries/get-course-participant-ids/get-course-participant-ids.handler';
import { GetStaffDashboardHandler } from './queries/get-staff-dashboard/get-staff-dashboard.handler';
import { GetSignupHandler } from './queries/get-signup/get-signup.handler';
import { MySignupsHandler } from './queries/my-signups/my-signups.handler';
import { SignupPageHandler } from './queries/signup-page/signup-page.handler';
import { SignupStatsHandler } from './queries/signup-stats/signup-stats.handler';
import { SignupDemoSeeder } from './seed/signup-demo.seeder';
import { SignupFees } from './consumers/signup-fees/signup-fees';
import { SignupFeesConsumer } from './consumers/signup-fees/signup-fees.consumer';
import { SignupPaymentsConsumer } from './consumers/signup-payments/signup-payments.consumer';
import { SignupTenantPurgeConsumer } from './consumers/tenant-purge/signup-tenant-purge.consumer';

@Module({
  imports: [BullModule.registerQueue({ name: OFFER_EXPIRY_QUEUE })],
  controllers: [ClientSignupController, ClientCourseSignupController, SignupController],
  providers: [
    SignupTenantPurgeConsumer,
    SignupRepository,
    SignupReadModel,
    SeatLedger,
    OfferExpiryScheduler,
    SignupTransitions,
    SubmissionBatcher,
    SubmitSignupHandler,
    RespondToSignupHandler,
    ReviewSignupHandler,
    BatchReviewSignupsHandler,
    CancelSignupHandler,
    CompleteSignupsHandler,
    ExpireOfferHandler,
    SweepOffersHandler,
    OfferSweepJob,
    OfferExpiryProcessor,
    OfferDeadlineConsumer,
    SignupFees,
    SignupFeesConsumer,
    SignupPaymentsConsumer,
    SignupPageHandler,
    ExportSignupsHandler,
    GetSignupHandler,
    SignupStatsHandler,
    GetStaffDashboardHandler,
    MySignupsHandler,
    CourseSeatsHandler,
    CountLiveSignupsOfCourseHandler,
    AdoptCourseQuotasHandler,
    GetCourseParticipantIdsHandler,
    SignupDemoSeeder,
  ],
})
export class SignupModule {}
