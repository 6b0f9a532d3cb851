/** Origin of the API when it is not the page's own (the dev server proxies /api, so usually empty). */
const apiUrl: unknown = import.meta.env.VITE_API_URL;

export const env = { VITE_API_URL: typeof apiUrl === 'string' ? apiUrl : '' } as const;
