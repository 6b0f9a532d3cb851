import { useMutation } from '@tanstack/react-query';
import { routes, type AccountExport } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Favourites and regular notes (terms). */
export const exportAccount = (): Promise<AccountExport> => apiCall(routes.export.accountExport);

export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
