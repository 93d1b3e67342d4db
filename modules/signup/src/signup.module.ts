import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OFFER_EXPIRY_QUEUE, SignupWorkflow } from './application/signup-workflow.service';
import { CancelSignupHandler } from './commands/cancel-signup/cancel-signup.command';
import { CompleteSignupsHandler } from './commands/complete-signups/complete-signups.command';
import { ExpireOfferHandler, SweepOffersHandler } from './commands/expire-offer/expire-offer.command';
import { OfferDeadlineConsumer } from './commands/expire-offer/offer-deadline.consumer';
import { OfferExpiryProcessor } from './commands/expire-offer/offer-expiry.processor';
import { RespondToSignupHandler } from './commands/respond-offer/respond-offer.command';
import { BatchReviewSignupsHandler, ReviewSignupHandler } from './commands/review-signup/review-signup.command';
import { SubmissionBatcher } from './commands/submit-signup/submission-batcher';
import { SubmitSignupHandler } from './commands/submit-signup/submit-signup.command';
import { ClientCourseSignupController, ClientSignupController } from './http/client-signup.controller';
import { SignupController } from './http/signup.controller';
import { SeatLedger } from './infrastructure/seat-ledger';
import { SignupRepository } from './infrastructure/signup.repository';
import { CourseSeatsHandler } from './queries/course-seats/course-seats.query';
import { GetSignupHandler } from './queries/get-signup/get-signup.query';
import { GetCourseParticipantIdsHandler } from './queries/course-participants/course-participants.query';
import { CountLiveSignupsOfCourseHandler } from './queries/live-signups-of-course/live-signups-of-course.query';
import { MySignupsHandler } from './queries/my-signups/my-signups.query';
import { ExportSignupsHandler, SignupPageHandler } from './queries/signup-list/signup-page.query';
import { SignupStatsHandler } from './queries/signup-stats/signup-stats.query';
import { SignupDemoSeeder } from './seed/signup-demo.seeder';

@Module({
  imports: [BullModule.registerQueue({ name: OFFER_EXPIRY_QUEUE })],
  controllers: [ClientSignupController, ClientCourseSignupController, SignupController],
  providers: [
    SignupRepository,
    SeatLedger,
    SignupWorkflow,
    SubmissionBatcher,
    SubmitSignupHandler,
    RespondToSignupHandler,
    ReviewSignupHandler,
    BatchReviewSignupsHandler,
    CancelSignupHandler,
    CompleteSignupsHandler,
    ExpireOfferHandler,
    SweepOffersHandler,
    OfferExpiryProcessor,
    OfferDeadlineConsumer,
    SignupPageHandler,
    ExportSignupsHandler,
    GetSignupHandler,
    SignupStatsHandler,
    MySignupsHandler,
    CourseSeatsHandler,
    CountLiveSignupsOfCourseHandler,
    GetCourseParticipantIdsHandler,
    SignupDemoSeeder,
  ],
})
export class SignupModule {}
