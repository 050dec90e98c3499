import { DAY_MINUTES } from '@covers/shared/constants';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (minute: number | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A clock time as minutes from midnight; a value past midnight (+1) shows its time of day. */
export function MinuteTimePicker({ value, onChange, ...rest }: Props) {
  return (
    <TimePicker
      {...rest}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      showNow={false}
      value={
        value === null || value === undefined
          ? null
          : dayjs()
              .startOf('day')
              .add(value % DAY_MINUTES, 'minute')
      }
      onChange={(time) => onChange?.(time ? time.hour() * 60 + time.minute() : null)}
    />
  );
}
