// The join dialog of spec 000 §4: one room-code field, lookup, then a full page load to the room.
import { DoorOpen } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { RoomLookup } from "../../../../schema/api";
import { ROOM_CODE } from "../../../../schema/limits";
import { apiJson, messageFor } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";

/** Said once, under the field (not also in a toast over the dialog). */
const TOO_SHORT = `كود الغرفة ${ROOM_CODE.joinFormMin} خانات، يُرجى إكماله`;

export function JoinRoomDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [code, setCode] = useState("");
  const [loading, setLoading] = useState(false);
  // The one place the failure shows: under the field, announced as an alert.
  const [announcement, setAnnouncement] = useState("");
  const errorId = useId();
  const inputId = useId();
  const hintId = useId();

  // Opening clears the typed code.
  useEffect(() => {
    if (open) {
      setCode("");
      setAnnouncement("");
    }
  }, [open]);

  async function join(event: FormEvent) {
    event.preventDefault();
    const roomCode = code.trim().toUpperCase();
    if (!roomCode || loading) return;
    // A code shorter than a room code is never sent.
    if (roomCode.length < ROOM_CODE.joinFormMin) {
      setAnnouncement(TOO_SHORT);
      return;
    }
    setLoading(true);
    setAnnouncement("");
    try {
      const room = await apiJson<Partial<RoomLookup>>("GET", `/api/rooms/${encodeURIComponent(roomCode)}`);
      if (!room || !room.id) throw new Error("room lookup without id");
      onOpenChange(false);
      setCode("");
      window.location.assign(`/room/${encodeURIComponent(roomCode)}`);
    } catch (error) {
      setAnnouncement(messageFor(error, "الرجاء التأكد من كود الغرفة"));
      setLoading(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      title="الانضمام لغرفة"
      description="يُرجى كتابة كود الغرفة الذي وصلك."
      icon={<DoorOpen className="size-6" />}
    >
      <form onSubmit={join} className="flex flex-col gap-4">
        <div>
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-white/80">
            كود الغرفة
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setAnnouncement("");
            }}
            maxLength={ROOM_CODE.inputMax}
            dir="ltr"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="ABC123"
            aria-describedby={announcement ? `${errorId} ${hintId}` : hintId}
            aria-invalid={announcement ? true : undefined}
            className="block h-16 w-full rounded-2xl bg-night-950/60 pe-4 ps-[calc(1rem+0.3em)] text-center font-mono text-3xl font-bold tracking-[0.3em] text-white uppercase ring-1 ring-white/15 placeholder:text-white/20 focus:outline-none focus:ring-2 focus:ring-brand-400"
            autoFocus
          />
          <p id={errorId} role="alert" className={announcement ? "mt-2 text-sm font-bold text-rose-300" : "sr-only"} data-testid="join-error">
            {announcement}
          </p>
          <p id={hintId} className="mt-2 text-xs text-white/50">
            حروف إنجليزية وأرقام، {ROOM_CODE.joinFormMin} خانات.
          </p>
        </div>
        {/* Enabled as soon as something is typed, so Enter and the button both explain a short code instead of doing nothing. */}
        <Button type="submit" size="lg" disabled={!code.trim() || loading} loading={loading}>
          {loading ? "جاري الانضمام..." : "الانضمام للغرفة"}
        </Button>
      </form>
    </Dialog>
  );
}
