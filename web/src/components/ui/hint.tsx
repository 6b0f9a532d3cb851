import { Tooltip, type TooltipProps } from 'antd';
import { Timing } from '@/config/constants';

/** Tooltip that opens after the spec's 700 ms hover (or on keyboard focus) and closes at once on leave. */
export function Hint(props: TooltipProps) {
  return (
    <Tooltip
      mouseEnterDelay={Timing.tooltipDelayMs / 1000}
      mouseLeaveDelay={0}
      trigger={['hover', 'focus']}
      {...props}
    />
  );
}
