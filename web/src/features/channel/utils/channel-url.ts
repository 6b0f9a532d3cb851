import {
  ChannelOrderSchema,
  SearchDurationSchema,
  type ChannelOrder,
  type SearchDuration,
} from '@stillframe/contracts';

/** What the channel screen shows, as kept in its URL so that Back and reload return to it. */
export interface ChannelViewState {
  q: string;
  order: ChannelOrder;
  duration: SearchDuration;
  hideShorts: boolean;
}

/** Unknown or missing values fall back to the defaults: newest first, any length, Shorts shown. */
export function parseChannelState(params: URLSearchParams): ChannelViewState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    order: ChannelOrderSchema.safeParse(params.get('order')).data ?? 'date',
    duration: SearchDurationSchema.safeParse(params.get('duration')).data ?? 'any',
    hideShorts: params.get('shorts') === 'hide',
  };
}

/** Only what differs from the defaults is written; other parameters (`by`) are kept. */
export function toChannelParams(state: ChannelViewState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('q', state.q || null);
  set('order', state.order === 'date' ? null : state.order);
  set('duration', state.duration === 'any' ? null : state.duration);
  set('shorts', state.hideShorts ? 'hide' : null);
  return next;
}

/** Whether the screen shows anything but the defaults: a search, another order, a length, Shorts hidden. */
export const isNarrowed = (state: ChannelViewState): boolean =>
  Boolean(state.q) || state.order !== 'date' || state.duration !== 'any' || state.hideShorts;
