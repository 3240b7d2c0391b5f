// Edit-profile dialog (spec 001 §2, §5): nickname (trimmed, at least 1, at most the
// profile maximum) and avatar layers, with save and cancel.
import { UserRoundPen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ServerMessage } from "../../../../schema/protocol";
import type { RoomSend } from "../../live/use-room";
import { Dialog } from "../../ui/dialog";
import type { AvatarLayers } from "../../ui/layered-avatar";
import { AvatarEditor } from "./avatar-editor";
import { NicknameField, profileNicknameError } from "./nickname-field";
import { sameAvatar, saveRoomAvatar, saveRoomNickname } from "./profile";
import { FormActions } from "../../ui/form-actions";

/** Ours: how long the dialog waits for the server to confirm a new nickname before closing anyway. */
const NICKNAME_CONFIRM_TIMEOUT_MS = 3_000;

export function EditProfileDialog({
  open,
  onOpenChange,
  playerId,
  code,
  nickname,
  avatar,
  maxNickname,
  send,
  subscribe,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playerId: string;
  code: string;
  /** What the room knows now. */
  nickname: string;
  avatar: AvatarLayers;
  maxNickname: number;
  send: RoomSend;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
}) {
  const [draftName, setDraftName] = useState(nickname);
  const [draftAvatar, setDraftAvatar] = useState(avatar);
  const [error, setError] = useState<string | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Opening starts from what the room knows.
  useEffect(() => {
    if (!open) return;
    setDraftName(nickname);
    setDraftAvatar(avatar);
    setError(null);
    setPendingName(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The server confirmed the new nickname.
  useEffect(() => {
    if (pendingName !== null && nickname === pendingName) {
      clearTimeout(timer.current);
      saveRoomNickname(playerId, code, pendingName);
      setPendingName(null);
      onOpenChange(false);
    }
  }, [nickname, pendingName, playerId, code, onOpenChange]);

  // A refused nickname shows under the field.
  useEffect(() => {
    if (pendingName === null) return;
    return subscribe((message) => {
      if (message.type !== "error") return;
      const { code: errorCode, type, message: text } = message.data;
      if (errorCode === "duplicate_nickname" || type === "duplicate_nickname" || errorCode === "invalid_nickname") {
        clearTimeout(timer.current);
        setPendingName(null);
        setError(text || "هذا الاسم مستخدم في الغرفة، يُرجى اختيار اسم آخر");
      }
    });
  }, [pendingName, subscribe]);

  async function save() {
    const trimmed = draftName.trim();
    const avatarChanged = !sameAvatar(draftAvatar, avatar);
    const nameChanged = trimmed !== nickname;
    // Only a changed name is checked: the room already holds the current one, so a new look always saves.
    const problem = nameChanged ? profileNicknameError(trimmed, maxNickname) : null;
    if (problem) {
      setError(problem);
      return;
    }
    if (avatarChanged) {
      // Not sent: the connection says so («لم يُحفظ الشكل»), and the dialog stays for another try.
      if (!(await send("update-avatar", { avatar: { color: draftAvatar.color, face: draftAvatar.face, custom: draftAvatar.custom } }))) return;
      saveRoomAvatar(playerId, code, draftAvatar);
    }
    if (!nameChanged) {
      onOpenChange(false);
      return;
    }
    if (!(await send("change-nickname", { nickname: trimmed }))) return;
    setPendingName(trimmed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPendingName(null);
      onOpenChange(false);
    }, NICKNAME_CONFIRM_TIMEOUT_MS);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearTimeout(timer.current);
        onOpenChange(next);
      }}
      title="تعديل الملف"
      description="يمكنك تغيير اسمك وشكلك في هذه الغرفة."
      icon={<UserRoundPen className="size-6" />}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-4"
      >
        <AvatarEditor avatar={draftAvatar} onChange={setDraftAvatar} compact />
        <NicknameField
          label="اسمك"
          value={draftName}
          onChange={(value) => {
            setDraftName(value);
            if (error) setError(null);
          }}
          max={maxNickname}
          error={error}
        />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="حفظ" pending={pendingName !== null} />
      </form>
    </Dialog>
  );
}
