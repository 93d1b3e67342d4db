/**
 * The time zone people of the organisation read times and calendar days in (message times, the
 * dashboard's days): the process's TZ, else China's.
 */
export const PEOPLE_TIME_ZONE = process.env.TZ || 'Asia/Shanghai';
