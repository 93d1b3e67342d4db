import { CronRefused, nextRunTimes, quartzToCron } from './quartz-cron';

const FROM = new Date('2026-03-04T01:02:03Z'); // a Wednesday, 09:02:03 in Shanghai
const TZ = 'Asia/Shanghai';
const local = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19); // Shanghai has no DST

/** Expressions as the upstream console's crontab builder and seeds write them, with their next runs from FROM. */
const TABLE: Array<[quartz: string, cron: string, next: string[]]> = [
  ['0 0 0 * * ?', '0 0 0 * * *', ['2026-03-05 00:00:00', '2026-03-06 00:00:00']],
  ['* * * * * ?', '* * * * * *', ['2026-03-04 09:02:04', '2026-03-04 09:02:05']],
  ['0 0/1 * * * ?', '0 0/1 * * * *', ['2026-03-04 09:03:00', '2026-03-04 09:04:00']],
  ['0 */5 * * * ?', '0 */5 * * * *', ['2026-03-04 09:05:00', '2026-03-04 09:10:00']],
  ['0 15 10 ? * MON-FRI', '0 15 10 * * MON-FRI', ['2026-03-04 10:15:00', '2026-03-05 10:15:00']],
  // Quartz 2-6 = Monday-Friday; cron-parser 1-5
  ['0 15 10 ? * 2-6', '0 15 10 * * 1-5', ['2026-03-04 10:15:00', '2026-03-05 10:15:00']],
  // Quartz 1 = Sunday, 7 = Saturday
  ['0 0 12 ? * 1,7', '0 0 12 * * 0,6', ['2026-03-07 12:00:00', '2026-03-08 12:00:00']],
  // the third Friday (Quartz 6#3)
  ['0 15 10 ? * 6#3', '0 15 10 * * 5#3', ['2026-03-20 10:15:00', '2026-04-17 10:15:00']],
  // the last Friday of the month (Quartz 6L)
  ['0 15 10 ? * 6L', '0 15 10 * * 5L', ['2026-03-27 10:15:00', '2026-04-24 10:15:00']],
  // the last day of the month
  ['0 0 23 L * ?', '0 0 23 L * *', ['2026-03-31 23:00:00', '2026-04-30 23:00:00']],
  ['0 0 2 1 * ? *', '0 0 2 1 * *', ['2026-04-01 02:00:00', '2026-05-01 02:00:00']],
  ['0 30 8 ? JAN,JUL MON', '0 30 8 * JAN,JUL MON', ['2026-07-06 08:30:00', '2026-07-13 08:30:00']],
  // every other day of the week from Sunday (Quartz 1/2 = Sun, Tue, Thu, Sat)
  ['0 0 6 ? * 1/2', '0 0 6 * * 0/2', ['2026-03-05 06:00:00', '2026-03-07 06:00:00']],
];

describe('Quartz cron → the scheduler’s cron (cron-parser, as BullMQ uses it)', () => {
  it.each(TABLE)('%s → %s, next runs %j', (quartz, cron, next) => {
    expect(quartzToCron(quartz)).toBe(cron);
    expect(nextRunTimes(quartz, next.length, TZ, FROM).map(local)).toEqual(next);
  });

  it.each([
    ['0 0 0 * * ? 2030', /年份/],
    ['0 0 0 15W * ?', /工作日/],
    ['0 0 0 LW * ?', /工作日/],
    ['0 0 0 ? * 0', /1-7/],
    ['0 0 0 ? * 8', /1-7/],
    ['0 0 0 * *', /6 或 7 个字段/],
    ['0 0 0 * * ? * 1', /6 或 7 个字段/],
    ['0 0 25 * * ?', /无效/],
    ['0 0 0 30 2 ?', /无效/],
    ['0 0 12 L-3 * ?', /无效/],
  ])('refuses %s', (quartz, why) => {
    expect(() => nextRunTimes(quartz, 1, TZ, FROM)).toThrow(CronRefused);
    expect(() => nextRunTimes(quartz, 1, TZ, FROM)).toThrow(why);
  });
});
