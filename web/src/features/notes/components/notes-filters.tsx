import { Flex, Input, Select } from 'antd';
import type { FilterOption, NoteFilters } from '../utils/note-groups';
import './notes.css';

interface NotesFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  filters: NoteFilters;
  onFiltersChange: (filters: NoteFilters) => void;
  channels: FilterOption[];
  videos: FilterOption[];
}

/** Search box and the channel and video filters; the search runs in this browser only. */
export function NotesFilters({
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  channels,
  videos,
}: NotesFiltersProps) {
  return (
    <Flex gap={8} wrap className="sf-notes-filters">
      <Input.Search
        aria-label="Search notes"
        placeholder="Search your notes"
        allowClear
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        className="sf-notes-search"
      />
      <Select
        aria-label="Filter by channel"
        placeholder="All channels"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.channelId}
        onChange={(channelId?: string) => onFiltersChange({ ...filters, channelId })}
        options={channels}
        className="sf-notes-filter"
      />
      <Select
        aria-label="Filter by video"
        placeholder="All videos"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.videoId}
        onChange={(videoId?: string) => onFiltersChange({ ...filters, videoId })}
        options={videos}
        className="sf-notes-filter"
      />
    </Flex>
  );
}
