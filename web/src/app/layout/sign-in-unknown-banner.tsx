import { useUser } from '@/lib/auth/current-user';

/** When the server cannot say who is signed in, the last known user stays and this says so. */
export function SignInUnknownBanner() {
  const { isUnknown, isRetrying, retry } = useUser();
  if (!isUnknown) return null;
  return (
    <div role="alert" className="sf-banner">
      <span>Stillframe cannot reach its server right now, so your sign-in could not be checked.</span>
      <button
        type="button"
        className="sf-button sf-button-small"
        aria-busy={isRetrying || undefined}
        disabled={isRetrying}
        onClick={() => void retry()}
      >
        Try again
      </button>
    </div>
  );
}
