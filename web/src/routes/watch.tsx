// /watch/{code}: the audience on a phone (see screen.tsx).
import { WatchPage } from "./screen";

export default function WatchRoute() {
  return <WatchPage role="audience" />;
}
