import { HTMLSelect } from '@blueprintjs/core';
import { DateInput, DatePickerUtils, TimePrecision } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import zhCN from 'date-fns/locale/zh-CN';
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { SELECT_ICON_TITLE } from './AppSelect';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';

const YEAR = 365 * 86_400_000;
// courses are planned, tenants expire and logs go back years ahead of or behind today
const MIN_DATE = new Date(Date.now() - 20 * YEAR);
const MAX_DATE = new Date(Date.now() + 10 * YEAR);

/** The Blueprint picker's English names, in Chinese (react-day-picker labels). */
const LABELS = {
  labelMonthDropdown: () => '月份',
  labelYearDropdown: () => '年份',
  labelPrevious: () => '上个月',
  labelNext: () => '下个月',
};

/**
 * The month and year menus of the picker: Blueprint's own (same measuring of the month's caret) with
 * a Chinese caret title instead of "Open dropdown".
 */
function PickerDropdown({ caption, children, ...props }: ComponentProps<'select'> & { caption?: unknown }) {
  const container = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const [right, setRight] = useState(0);
  const text = typeof caption === 'string' ? caption : '';
  useLayoutEffect(() => {
    if (props.name !== 'months' || !container.current) return;
    const textWidth = DatePickerUtils.measureTextWidth(text, 'bp6-datepicker-caption-measure', container.current);
    setRight(Math.max(2, (select.current?.clientWidth ?? 0) - textWidth - 16 - 2));
  }, [props.name, text]);
  const { value, onChange, name, disabled, style, className } = props;
  return (
    <div ref={container}>
      <HTMLSelect
        ref={select}
        minimal
        iconProps={{ title: SELECT_ICON_TITLE, style: props.name === 'months' ? { right } : undefined }}
        {...{ onChange, name, disabled, style, className, 'aria-label': props['aria-label'] }}
        value={value as string | number | undefined}
      >
        {children}
      </HTMLSelect>
    </div>
  );
}

/** DateInput names its calendar "date picker" (fixed in Blueprint): give it a Chinese name once shown. */
function nameCalendar(popover: HTMLElement) {
  popover.querySelector('[aria-label="date picker"]')?.setAttribute('aria-label', '选择日期');
}

/** `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`) → what DateInput reads (an ISO string without an offset is local). */
const toPickerValue = (value: string): string | null => (value ? value : null);

/** DateInput's ISO string (`…+08:00` with a time) → the form's local string. */
export function fromPickerValue(iso: string | null, withTime: boolean): string {
  if (!iso) return '';
  return iso.slice(0, withTime ? 16 : 10);
}

/**
 * The one date (and date-time) picker of the console: Blueprint's DateInput in Chinese, showing
 * `yyyy-MM-dd` (`yyyy-MM-dd HH:mm` with `withTime`). Values are the strings the forms keep:
 * `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` in local time; '' when empty. The date library comes in with
 * this file only, so keep every import of it here (staff pages load lazily; the login and the
 * client course list must not carry it).
 */
export function DateField({
  id,
  value,
  onChange,
  label,
  withTime = false,
  placeholder,
  fill = true,
  disabled,
  intent,
  minDate = MIN_DATE,
  maxDate = MAX_DATE,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** the accessible name (when no FormGroup label points at `id`) */
  label?: string;
  withTime?: boolean;
  placeholder?: string;
  fill?: boolean;
  disabled?: boolean;
  intent?: 'danger';
  /** the range the picker offers (default: twenty years back to ten ahead) */
  minDate?: Date;
  maxDate?: Date;
}) {
  return (
    <DateInput
      className="dha-date-field"
      value={toPickerValue(value)}
      onChange={(iso) => onChange(fromPickerValue(iso, withTime))}
      dateFnsFormat={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
      locale={zhCN}
      timePrecision={withTime ? TimePrecision.MINUTE : undefined}
      timePickerProps={withTime ? { showArrowButtons: false } : undefined}
      placeholder={placeholder ?? (withTime ? '年-月-日 时:分' : '年-月-日')}
      minDate={minDate}
      maxDate={maxDate}
      fill={fill}
      disabled={disabled}
      canClearSelection
      showActionsBar
      todayButtonText="今天"
      clearButtonText="清除"
      invalidDateMessage="日期格式应为 yyyy-MM-dd"
      outOfRangeMessage="超出可选范围"
      highlightCurrentDay
      closeOnSelection={!withTime}
      dayPickerProps={{ labels: LABELS, components: { Dropdown: PickerDropdown } }}
      popoverProps={{ placement: 'bottom-start', onOpened: nameCalendar }}
      inputProps={{ id, 'aria-label': label, intent }}
    />
  );
}
