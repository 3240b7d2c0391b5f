// Cycles each avatar layer through its active assets with previous/next buttons,
// plus a shuffle (spec 001 §3); the choices come from D1 through the public list.
import { ChevronLeft, ChevronRight, Shuffle } from "lucide-react";
import { AVATAR_LAYER_NAMES, randomAvatar, stepAvatarLayer, useAvatarCatalog, type AvatarLayer, type AvatarLayers } from "../../lib/avatar-assets";
import { Button } from "../../ui/button";
import { LayeredAvatar } from "../../ui/layered-avatar";

export const AVATAR_LAYER_LABELS: Record<AvatarLayer, string> = {
  color: "اللون",
  face: "الوجه",
  custom: "الإكسسوار",
};

export function AvatarEditor({
  avatar,
  onChange,
  previewLabel = "صورتك الرمزية",
  compact = false,
}: {
  avatar: AvatarLayers;
  onChange: (avatar: AvatarLayers) => void;
  previewLabel?: string;
  /** A smaller preview, for dialogs on small phones. */
  compact?: boolean;
}) {
  const catalog = useAvatarCatalog();
  return (
    <div className={compact ? "flex flex-col items-center gap-3" : "flex flex-col items-center gap-4"}>
      <div className="relative">
        <LayeredAvatar {...avatar} size={compact ? "xl" : "2xl"} label={previewLabel} className="ring-4 ring-white/10 shadow-xl shadow-black/30" />
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onChange(randomAvatar(catalog))}
          aria-label="شكل عشوائي"
          title="شكل عشوائي"
          className="absolute -bottom-1 -end-1 rounded-full bg-night-700 ring-white/20"
          icon={<Shuffle aria-hidden="true" className="size-5" />}
        />
      </div>
      <div className="grid w-full max-w-xs gap-2">
        {AVATAR_LAYER_NAMES.map((layer) => {
          const { numbers } = catalog[layer];
          const count = numbers.length;
          // A choice no longer offered (disabled since) shows as "–" until the player steps.
          const at = numbers.indexOf(avatar[layer]);
          const position = at < 0 ? "–" : at + 1;
          const label = AVATAR_LAYER_LABELS[layer];
          return (
            <div key={layer} className="flex items-center gap-2 rounded-2xl bg-white/[0.04] p-1 ring-1 ring-white/10">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onChange(stepAvatarLayer(avatar, layer, -1, catalog))}
                aria-label={`${label}: السابق`}
                icon={<ChevronRight aria-hidden="true" className="size-5" />}
              />
              <p className="flex-1 text-center text-sm font-bold text-white" aria-live="polite">
                {label}{" "}
                <span className="font-normal text-white/55 tabular-nums">
                  {position}/{count}
                </span>
              </p>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onChange(stepAvatarLayer(avatar, layer, 1, catalog))}
                aria-label={`${label}: التالي`}
                icon={<ChevronLeft aria-hidden="true" className="size-5" />}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
