// «إبلاغ» after a game played with a player's pack: anyone who played may report it
// with a reason; the admin reads it in the packs queue. Bounded by the server per identity and address.
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { PACKS } from "../../../../schema/limits";
import type { LobbySelection } from "../../../../schema/protocol";
import { apiJson, messageFor } from "../../lib/api";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/form-field";
import { toast } from "../../ui/toast";

export function ReportPack({ pack }: { pack: NonNullable<LobbySelection["pack"]> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const id = useId();
  if (sent) return <p className="mx-auto max-w-xl px-4 py-2 text-center text-sm text-white/70" role="status">وصل بلاغكم عن الحزمة، شكرًا لكم</p>;
  if (!open)
    return (
      <div className="mx-auto flex max-w-xl justify-center px-4 py-2">
        <Button variant="ghost" size="sm" icon={<Flag aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
          إبلاغ عن الحزمة «{pack.title}»
        </Button>
      </div>
    );
  async function send() {
    setSending(true);
    try {
      await apiJson("POST", `/api/packs/${pack.code}/report`, { reason });
      setSent(true);
    } catch (error) {
      toast({ variant: "destructive", title: messageFor(error, "تعذّر إرسال البلاغ، يُرجى المحاولة مرة أخرى") });
    } finally {
      setSending(false);
    }
  }
  return (
    <form
      className="mx-auto flex max-w-xl flex-col gap-2 px-4 py-2"
      aria-label="إبلاغ عن الحزمة"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="text-sm font-bold text-white/90">
        سبب البلاغ عن «{pack.title}»
      </label>
      <textarea id={id} className={`${inputClass} min-h-20 py-2`} maxLength={PACKS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} required />
      <Button type="submit" variant="danger" loading={sending} disabled={!reason.trim()}>
        إرسال البلاغ
      </Button>
    </form>
  );
}
