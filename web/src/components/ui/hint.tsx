import { Tooltip, type TooltipProps } from 'antd';
import { Timing } from '@/config/constants';

/** Tooltip that opens after a 700 ms hover (docs/product.md) or on keyboard focus, and closes at once on leave. */
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
