import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCallOptional } from '@/lib/api-client';

/** A landscape photo, used only on 200 with data; 204 or any failure means no photo (failures are logged only). */
export async function getRandomPhoto(): Promise<Photo | null> {
  try {
    return await apiCallOptional(routeRefs.catalog.randomPhoto, {
      query: { query: 'nature landscape', orientation: 'landscape' },
    });
  } catch (error) {
    console.warn('Photo request failed; no background photo', error);
    return null;
  }
}

export const randomPhotoQueryOptions = () =>
  queryOptions({ queryKey: ['backdrop', 'photo'], queryFn: getRandomPhoto, retry: false });

export const useRandomPhoto = () => useQuery(randomPhotoQueryOptions());
