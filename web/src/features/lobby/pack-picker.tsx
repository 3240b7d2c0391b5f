// «حزمة»: the host plays a player's pack instead of our categories, by typing its
// code or choosing one of their own packs. The room checks the pack again when the game starts.
import { useTexts } from "../../lib/address-form";
import { ROOM_TEXT_TABLE } from "../players/room-texts";
import { useQuery } from "@tanstack/react-query";
import { Package, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { MyPacksAnswer, PackGameType, PackSummary } from "../../../../schema/api/packs";
import { PACKS, type GameType } from "../../../../schema/limits";
import { itemsText } from "../packs/pack-text";
import { apiJson, messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { Button } from "../../ui/button";
import { TextInput } from "../../ui/form-field";
import { LobbyCard } from "./lobby-card";

// From the web registry, not schema/api/packs' list: that module carries zod, which the lobby need not load.
import { isPackGame } from "../games/registry";
export { isPackGame };

/**
 * The host's pack card in the lobby: shown for a game players write packs for, nothing for
 * another. The check is here, in the host's lazily loaded chunk, so a player's lobby loads no
 * game registry.
 */
export function LobbyPackPicker({ gameType, ...rest }: Omit<Parameters<typeof PackPicker>[0], "gameType"> & { gameType: GameType }) {
  return isPackGame(gameType) ? <PackPicker gameType={gameType} {...rest} /> : null;
}

export function PackPicker({
  gameType,
  chosen,
  onChoose,
  preset = null,
}: {
  gameType: PackGameType;
  chosen: PackSummary | null;
  onChoose: (pack: PackSummary | null) => void;
  /** A pack code the room's address brought from the pack's page (pack-param.ts): looked up once, as if typed. */
  preset?: string | null;
}) {
  const titleId = useId();
  const inputId = useId();
  const T = useTexts(ROOM_TEXT_TABLE);
  const { user } = useAuth();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const mine = useQuery({ queryKey: ["/api/packs?mine=1"], queryFn: () => apiJson<MyPacksAnswer>("GET", "/api/packs?mine=1"), enabled: !!user });
  const playable = (mine.data?.packs ?? []).filter((p) => p.gameType === gameType && p.status === "ready");

  const presetTaken = useRef(false);
  useEffect(() => {
    if (!preset || presetTaken.current || chosen) return;
    presetTaken.current = true;
    setCode(preset);
    void lookUp(preset);
    // Once, on the first lobby draw: the host may then change or drop the pack.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset]);

  async function lookUp(typed = code) {
    setError(null);
    setLooking(true);
    try {
      const pack = await apiJson<PackSummary>("GET", `/api/packs/${encodeURIComponent(typed.trim().toUpperCase())}`);
      if (pack.gameType !== gameType) setError("هذه الحزمة للعبة أخرى، يُرجى اختيار لعبتها أولًا");
      else if (pack.status !== "ready") setError("هذه الحزمة مسودة لم تكتمل بعد");
      else onChoose(pack);
    } catch (e) {
      setError(messageFor(e, "تعذّر العثور على الحزمة، يُرجى التحقق من الرمز"));
    } finally {
      setLooking(false);
    }
  }

  return (
    <LobbyCard title="حزمة" titleId={titleId}>
      {chosen ? (
        <div className="flex items-center gap-3 rounded-2xl bg-brand-500/15 px-3 py-2 ring-1 ring-brand-400/50" data-testid="chosen-pack">
          <Package aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold text-white">{chosen.title}</p>
            <p className="text-xs text-white/60">
              {chosen.authorName} · {itemsText(chosen.itemCount)}
            </p>
          </div>
          <Button variant="ghost" size="icon" aria-label="إلغاء الحزمة والعودة إلى الفئات" onClick={() => onChoose(null)} icon={<X aria-hidden="true" className="size-5" />} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-white/60">{T.packNote}</p>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void lookUp();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              رمز الحزمة
            </label>
            <TextInput id={inputId} dir="ltr" placeholder="رمز الحزمة" maxLength={PACKS.codeLength + 3} value={code} onChange={(e) => setCode(e.target.value)} className="font-mono uppercase" aria-invalid={!!error} />
            <Button type="submit" variant="secondary" loading={looking} disabled={code.trim().length < PACKS.codeLength}>
              استخدام
            </Button>
          </form>
          {error ? (
            <p role="alert" className="text-sm text-rose-300">
              {error}
            </p>
          ) : null}
          {playable.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="حزمكم">
              {playable.map((p) => (
                <li key={p.code}>
                  <button type="button" className="min-h-11 rounded-full bg-white/[0.06] px-3.5 text-sm font-bold text-white ring-1 ring-white/15 hover:bg-white/10" onClick={() => onChoose(p)}>
                    {p.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </LobbyCard>
  );
}
