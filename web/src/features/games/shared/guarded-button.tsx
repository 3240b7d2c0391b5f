// A Button whose press goes through the click guard: ignored when it comes too
// soon, and disabled for 1.2 s after it was accepted (spec 001 §4).
import type { ComponentProps } from "react";
import { Button } from "../../../ui/button";
import { useGuardedClick } from "./use-guarded-click";

export function GuardedButton({
  guardId,
  onPress,
  disabled,
  ...rest
}: Omit<ComponentProps<typeof Button>, "onClick"> & { guardId?: string; onPress: () => unknown }) {
  const click = useGuardedClick(guardId);
  return <Button {...rest} disabled={disabled || click.disabled} onClick={() => click.run(onPress)} />;
}
