import { PEOPLE_TIME_ZONE } from '@dha/server-core';

const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: PEOPLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-MM-dd HH:mm`. */
export function displayTime(epochMs: number): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A course's time span: `yyyy-MM-dd HH:mm 至 yyyy-MM-dd HH:mm`. */
export function displaySpan(start: number | null, end: number | null): string {
  if (start === null) return '待定';
  return end === null ? displayTime(start) : `${displayTime(start)} 至 ${displayTime(end)}`;
}
