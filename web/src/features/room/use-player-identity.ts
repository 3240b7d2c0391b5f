// Who plays in this tab (spec 001 §6): a signed-in user's account id, else the guest id
// the worker issues (signed cookie) and the page keeps in local storage.
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_USER_NAME, useAuth } from "../../lib/auth";
import { ensureGuestPlayerId, getStoredNickname, getStoredPlayerId } from "../../lib/identity";

export type PlayerIdentity =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; playerId: string; isAnonymous: boolean; suggestedNickname: string };

export function usePlayerIdentity(): PlayerIdentity {
  const { user, isLoading } = useAuth();
  const guest = useQuery({
    queryKey: ["/api/auth/guest"],
    queryFn: ensureGuestPlayerId,
    enabled: !isLoading && !user,
    staleTime: Infinity,
    retry: 1,
  });
  if (isLoading) return { status: "loading" };
  if (user) {
    const name = user.displayName.trim();
    return { status: "ready", playerId: user.id, isAnonymous: false, suggestedNickname: name === DEFAULT_USER_NAME ? "" : name };
  }
  if (guest.isPending) return { status: "loading" };
  if (guest.isError || !guest.data) {
    const stored = getStoredPlayerId();
    if (stored) return { status: "ready", playerId: stored, isAnonymous: true, suggestedNickname: getStoredNickname() };
    return { status: "error", retry: () => void guest.refetch() };
  }
  return { status: "ready", playerId: guest.data, isAnonymous: true, suggestedNickname: getStoredNickname() };
}
