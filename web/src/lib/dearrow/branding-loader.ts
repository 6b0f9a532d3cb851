import type { VideoBranding } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';

/** The route's bound on ids per call. */
const MAX_IDS_PER_CALL = 50;

type Waiting = Array<{ resolve: (branding: VideoBranding) => void; reject: (error: unknown) => void }>;

/**
 * Gathers the ids every card asks for in one moment (a page rendering) into one call of up to 50 ids,
 * so a page of results costs one request, not one per card.
 */
export function createBrandingLoader(
  fetchPage: (ids: string[]) => Promise<VideoBranding[]> = async (ids) =>
    (await apiCall(routeRefs.catalog.branding, { params: { ids: ids.join(',') } })).items,
) {
  let waiting = new Map<string, Waiting>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
      const page = ids.slice(i, i + MAX_IDS_PER_CALL);
      fetchPage(page).then(
        (items) => {
          const byId = new Map(items.map((item) => [item.videoId, item]));
          for (const id of page) {
            const branding = byId.get(id) ?? { videoId: id, title: null, thumbnailUrl: null };
            for (const waiter of batch.get(id) ?? []) waiter.resolve(branding);
          }
        },
        (error: unknown) => {
          for (const id of page) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
        },
      );
    }
  };

  return (videoId: string): Promise<VideoBranding> =>
    new Promise((resolve, reject) => {
      const list = waiting.get(videoId) ?? [];
      list.push({ resolve, reject });
      waiting.set(videoId, list);
      if (!scheduled) {
        scheduled = true;
        // After every card of this render has asked.
        setTimeout(flush, 0);
      }
    });
}

export const loadBranding = createBrandingLoader();
