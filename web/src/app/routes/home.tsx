import { BackdropScreen } from '@/features/backdrop/components/backdrop-screen';

export const HomeRoute = BackdropScreen;
