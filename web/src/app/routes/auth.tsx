import { AuthScreen } from '@/features/auth/components/auth-screen';

export const AuthRoute = AuthScreen;
