// «كتم الصوت»: one choice per device, for the big screen's sounds and the phones' buzz alike.
const MUTE_KEY = "majlis:muted";

export function isMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function setMuted(muted: boolean): void {
  try {
    localStorage.setItem(MUTE_KEY, muted ? "1" : "0");
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
