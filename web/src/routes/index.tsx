// "/": the home screen for a signed-in user, the landing page for a visitor.
import { lazy } from "react";
import { useAuth } from "../lib/auth";
import { LoadingScreen } from "../ui/spinner";
import Landing from "./landing";

const Home = lazy(() => import("./home"));

export default function IndexRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return user ? <Home user={user} /> : <Landing />;
}
