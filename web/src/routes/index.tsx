// "/": the home screen for a signed-in user, the landing page for a visitor.
import { lazy, use } from "react";
import { FirstPageContext } from "../first-page";
import { useAuth } from "../lib/auth";
import { inNextTask } from "../runtime/yield";
import { LoadingScreen } from "../ui/spinner";

// Each its own chunk: a phone that opens a room link loads neither (the app's chunk serves every page).
const Landing = lazy(() => inNextTask(import("./landing")));
const Home = lazy(() => inNextTask(import("./home")));

export default function IndexRoute() {
  const { user, isLoading } = useAuth();
  // The worker sends the prerendered landing only to a browser without a session cookie,
  // so while the sign-in check runs that page stays as it was painted.
  const firstPage = use(FirstPageContext);
  if (isLoading) return firstPage === "landing" ? <Landing /> : <LoadingScreen />;
  return user ? <Home user={user} /> : <Landing />;
}
