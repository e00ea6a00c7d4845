import { useLoadCurrentUser } from '@/features/auth/hooks/use-current-user';

/** Starts loading the signed-in user; a chunk of its own, mounted only when a token exists. */
export default function CurrentUserLoader() {
  useLoadCurrentUser();
  return null;
}
