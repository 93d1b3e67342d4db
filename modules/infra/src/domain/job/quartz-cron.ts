import { CronExpressionParser } from 'cron-parser';

/** Why a Quartz expression cannot be scheduled (the 400's detail). */
export class CronRefused extends Error {}

const DAY_OF_WEEK_NAMES = /^(SUN|MON|TUE|WED|THU|FRI|SAT)$/i;

/**
 * Quartz cron as the upstream console writes it (`sec min hour day-of-month month day-of-week [year]`,
 * `?` for "no value", day-of-week 1–7 = Sunday–Saturday) → the cron of cron-parser, which BullMQ's job
 * schedulers use (day-of-week 0–7, 0 and 7 Sunday; no `?`, no year). Refuses what the scheduler cannot
 * honour exactly: a year other than `*`, `W`/`LW` (nearest weekday), day-of-week numbers outside 1–7.
 */
export function quartzToCron(quartz: string): string {
  const fields = quartz.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) throw new CronRefused('CRON 表达式需要 6 或 7 个字段：秒 分 时 日 月 周 [年]');
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = fields as [string, string, string, string, string, string, string?];
  if (year !== undefined && year !== '*' && year !== '?') throw new CronRefused(`不支持年份字段（${year}），请去掉或写 *`);
  if (/W/i.test(dayOfMonth)) throw new CronRefused(`不支持“最近的工作日”W（${dayOfMonth}）`);
  const dom = dayOfMonth === '?' ? '*' : dayOfMonth;
  const dow = dayOfWeek === '?' ? '*' : dayOfWeek.split(',').map(shiftDayOfWeek).join(',');
  return [second, minute, hour, dom, month, dow].join(' ');
}

/** One list item of a Quartz day-of-week: its day numbers (not a step or an nth) move from 1–7 to 0–6. */
function shiftDayOfWeek(item: string): string {
  const [base = '', step] = item.split('/');
  const day = (text: string): string => {
    if (DAY_OF_WEEK_NAMES.test(text) || text === '*') return text;
    if (!/^\d+$/.test(text)) throw new CronRefused(`星期字段无效（${item}）`);
    const n = Number(text);
    if (n < 1 || n > 7) throw new CronRefused(`星期取值为 1-7（1 = 星期日），不是 ${text}`);
    return String(n - 1);
  };
  let shifted: string;
  if (base === 'L')
    shifted = '6'; // Quartz: L alone is the last day of the week, Saturday
  else if (/#/.test(base)) {
    const [d = '', nth = ''] = base.split('#');
    shifted = `${day(d)}#${nth}`;
  } else if (/L$/i.test(base)) shifted = `${day(base.slice(0, -1))}L`;
  else if (base.includes('-')) shifted = base.split('-').map(day).join('-');
  else shifted = day(base);
  return step === undefined ? shifted : `${shifted}/${step}`;
}

/**
 * The next `count` run times (epoch ms) of a Quartz expression after `from`, in the time zone the
 * scheduler uses: the same parser BullMQ asks. Refuses an expression cron-parser rejects or that
 * never fires again.
 */
export function nextRunTimes(quartz: string, count: number, timeZone: string, from = new Date()): number[] {
  const cron = quartzToCron(quartz);
  try {
    return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from })
      .take(count)
      .map((d) => d.getTime());
  } catch (err) {
    throw new CronRefused(`CRON 表达式无效（${(err as Error).message}）`);
  }
}

/** Checks a Quartz expression can be scheduled and fires at least once more; answers the scheduler's cron. */
export function schedulableCron(quartz: string, timeZone: string): string {
  if (!nextRunTimes(quartz, 1, timeZone).length) throw new CronRefused('CRON 表达式不会再执行');
  return quartzToCron(quartz);
}
