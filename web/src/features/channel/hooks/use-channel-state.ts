import { useSearchParams } from 'react-router-dom';
import { parseChannelState, toChannelParams, type ChannelViewState } from '../utils/channel-url';

/** The channel screen's search, order and filters, kept in the URL: each change is a history entry. */
export function useChannelState() {
  const [params, setParams] = useSearchParams();
  const state = parseChannelState(params);
  const change = (patch: Partial<ChannelViewState>) =>
    setParams(toChannelParams({ ...state, ...patch }, params));
  return { state, change };
}
