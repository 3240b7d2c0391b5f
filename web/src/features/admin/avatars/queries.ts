// Admin avatar assets (spec 002 §7): list, PNG upload (multipart), the
// availability toggle (reverted on failure) and delete. Each change also
// refreshes the public list the avatar editor reads.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvatarAsset } from "../../../../../schema/api/avatars";
import type { ContentPage } from "../../../../../schema/api/content";
import type { AvatarLayerType } from "../../../../../schema/limits";
import { ApiError, errorFromResponse } from "../../../lib/api";
import { PUBLIC_AVATARS_KEY } from "../../../lib/avatar-assets";
import { ADMIN_CONFIG_KEY, ADMIN_KEY_ROOT, adminApi } from "../queries";

export const ADMIN_AVATARS_KEY = [ADMIN_KEY_ROOT, "avatar-assets"] as const;
/** The tab's pages (kept by the shared list panel) sit under the list's key, so every change refetches them too. */
export const AVATAR_PAGES_KEY = [...ADMIN_AVATARS_KEY, "page"] as const;

export function useAdminAvatars() {
  return useQuery({
    queryKey: ADMIN_AVATARS_KEY,
    queryFn: ({ signal }) => adminApi<AvatarAsset[]>("GET", "/api/admin/avatar-assets", undefined, signal),
    retry: 1,
  });
}

export interface AvatarUpload {
  file: File;
  layerType: AvatarLayerType;
  assetNumber: number;
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, layerType, assetNumber }: AvatarUpload) => {
      const body = new FormData();
      body.set("avatarImage", file);
      body.set("layerType", layerType);
      body.set("assetNumber", String(assetNumber));
      body.set("displayOrder", "0");
      const res = await fetch("/api/admin/avatar-assets", { method: "POST", body, credentials: "include", headers: { Accept: "application/json" } });
      if (!res.ok) {
        const error = await errorFromResponse(res);
        if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: ADMIN_CONFIG_KEY });
        throw error;
      }
      return (await res.json()) as AvatarAsset;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ADMIN_AVATARS_KEY });
      void client.invalidateQueries({ queryKey: PUBLIC_AVATARS_KEY });
    },
  });
}

export function useToggleAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => adminApi<AvatarAsset>("PUT", `/api/admin/avatar-assets/${id}`, { isActive }),
    onMutate: async ({ id, isActive }) => {
      await client.cancelQueries({ queryKey: ADMIN_AVATARS_KEY });
      const previous = client.getQueryData<AvatarAsset[]>(ADMIN_AVATARS_KEY);
      client.setQueryData<AvatarAsset[]>(ADMIN_AVATARS_KEY, (list) => list?.map((a) => (a.id === id ? { ...a, isActive } : a)));
      // The page on screen shows the switch at once too; a failure refetches it (onSettled).
      client.setQueriesData<ContentPage<AvatarAsset>>({ queryKey: AVATAR_PAGES_KEY }, (page) => page && { ...page, items: page.items.map((a) => (a.id === id ? { ...a, isActive } : a)) });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(ADMIN_AVATARS_KEY, context.previous);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ADMIN_AVATARS_KEY });
      void client.invalidateQueries({ queryKey: PUBLIC_AVATARS_KEY });
    },
  });
}

export function useDeleteAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/avatar-assets/${id}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ADMIN_AVATARS_KEY });
      void client.invalidateQueries({ queryKey: PUBLIC_AVATARS_KEY });
    },
  });
}
