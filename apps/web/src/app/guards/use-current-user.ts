import { useAuthStore } from '../../stores/auth-store';

/** The signed-in person inside a guarded area (null only for the instant a session ends). */
export const useCurrentUser = () => useAuthStore((state) => state.user);
