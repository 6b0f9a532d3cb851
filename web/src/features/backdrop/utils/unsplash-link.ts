/** Unsplash asks every link back to it to carry the app's referral parameters. */
export function withUnsplashReferral(url: string): string {
  try {
    const link = new URL(url);
    link.searchParams.set('utm_source', 'stillframe');
    link.searchParams.set('utm_medium', 'referral');
    return link.toString();
  } catch {
    return 'https://unsplash.com/?utm_source=stillframe&utm_medium=referral';
  }
}

export const unsplashHome = 'https://unsplash.com/?utm_source=stillframe&utm_medium=referral';
