// Registers the installable app's service worker (/sw.js, built by scripts/build/service-worker.ts)
// once the page has loaded, so it never competes with the first paint. The dev server has none.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", register, { once: true });
}
