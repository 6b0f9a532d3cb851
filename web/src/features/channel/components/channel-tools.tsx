import { Button, Flex, Switch } from 'antd';
import { useState } from 'react';
import { ChannelOrderSchema } from '@stillframe/contracts';
import { VideoFilters } from '@/components/video/video-filters';
import type { ViewMode } from '@/components/video/video-summary';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { isNarrowed, type ChannelViewState } from '../utils/channel-url';
import { ChannelSearch } from './channel-search';
import './channel.css';

interface ChannelToolsProps {
  state: ChannelViewState;
  change: (patch: Partial<ChannelViewState>) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

const PHONE_QUERY = '(max-width: 575px)';
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * Search within the channel, order, length, Shorts and the view mode. On a phone they fold behind one
 * button unless something is already chosen, so the first uploads stay in the upper part of the screen.
 */
export function ChannelTools({ state, change, viewMode, onViewModeChange }: ChannelToolsProps) {
  const [folds] = useState(isPhone);
  const [open, setOpen] = useState(() => !folds || isNarrowed(state));
  return (
    <>
      {folds ? (
        <Button
          className="sf-channel-tools-toggle"
          aria-expanded={open}
          aria-controls="channel-tools"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide search and filters' : 'Search and filters'}
        </Button>
      ) : null}
      {open ? (
        <div id="channel-tools">
          <ChannelSearch key={state.q} value={state.q} onSearch={(q) => change({ q })} />
          <Flex className="sf-channel-toolbar" justify="space-between" align="end" wrap gap={16}>
            <Flex gap={16} wrap align="end">
              <VideoFilters
                idPrefix="channel"
                orders={ChannelOrderSchema.options}
                order={state.order}
                duration={state.duration}
                onOrderChange={(order) => change({ order })}
                onDurationChange={(duration) => change({ duration })}
              />
              <Flex gap={8} align="center" className="sf-shorts-toggle">
                <Switch
                  id="channel-hide-shorts"
                  checked={state.hideShorts}
                  onChange={(hideShorts) => change({ hideShorts })}
                />
                <label htmlFor="channel-hide-shorts">Hide Shorts (3 min or less)</label>
              </Flex>
            </Flex>
            <ViewModeToggle value={viewMode} onChange={onViewModeChange} />
          </Flex>
        </div>
      ) : null}
    </>
  );
}
