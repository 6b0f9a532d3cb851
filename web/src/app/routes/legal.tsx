import { PrivacyScreen } from '@/features/legal/components/privacy-screen';
import { TermsScreen } from '@/features/legal/components/terms-screen';

export const TermsRoute = TermsScreen;
export const PrivacyRoute = PrivacyScreen;
