import { Flex, Select } from 'antd';
import type { ChannelOrder, SearchDuration, SearchOrder } from '@stillframe/contracts';
import { durationLabels, orderLabels } from './filter-labels';
import './video-filters.css';

interface VideoFiltersProps<O extends SearchOrder | ChannelOrder> {
  idPrefix: string;
  orders: readonly O[];
  order: O;
  duration: SearchDuration;
  // Method syntax: a lazily loaded VideoFilters loses its type parameter, and its callers pass a narrower handler.
  onOrderChange(order: O): void;
  onDurationChange: (duration: SearchDuration) => void;
}

const durations: SearchDuration[] = ['any', 'short', 'medium', 'long'];

/** Sort order and duration filters, shared by search and channel screens. */
export function VideoFilters<O extends SearchOrder | ChannelOrder>({
  idPrefix,
  orders,
  order,
  duration,
  onOrderChange,
  onDurationChange,
}: VideoFiltersProps<O>) {
  return (
    <Flex className="sf-video-filters" gap={16} wrap align="center">
      <Flex vertical gap={4}>
        <label htmlFor={`${idPrefix}-order`}>Sort by</label>
        <Select
          id={`${idPrefix}-order`}
          value={order}
          style={{ minWidth: 180 }}
          onChange={onOrderChange}
          options={orders.map((value) => ({ value, label: orderLabels[value] }))}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={`${idPrefix}-duration`}>Duration</label>
        <Select
          id={`${idPrefix}-duration`}
          value={duration}
          style={{ minWidth: 180 }}
          onChange={onDurationChange}
          options={durations.map((value) => ({ value, label: durationLabels[value] }))}
        />
      </Flex>
    </Flex>
  );
}
