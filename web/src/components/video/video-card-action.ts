import { createContext, useContext, type ReactNode } from 'react';
import type { VideoSummary } from './video-summary';

/**
 * What the app puts beside every card, over its thumbnail (Watch later): given by the app layer, because a
 * shared component may not import a feature.
 */
export const VideoCardActionContext = createContext<((video: VideoSummary) => ReactNode) | null>(null);

export const useVideoCardAction = () => useContext(VideoCardActionContext);
