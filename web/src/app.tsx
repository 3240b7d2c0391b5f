import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useLayoutEffect, type ReactNode } from "react";
import { BrowserRouter, matchRoutes, Navigate, StaticRouter, useLocation, useRoutes, type RouteObject } from "react-router";
import { FirstPageContext, type HydratedPage } from "./first-page";
import { queryClient } from "./lib/query-client";
import IndexRoute from "./routes/index";
import { LoadingScreen } from "./ui/spinner";
import { Toaster } from "./ui/toast";

// Everything but the landing page is its own chunk.
const CreateRoom = lazy(() => import("./routes/create-room"));
const Room = lazy(() => import("./routes/room"));
const Account = lazy(() => import("./routes/account"));
const AuthCallback = lazy(() => import("./routes/auth-callback"));
const Privacy = lazy(() => import("./routes/privacy"));
const Terms = lazy(() => import("./routes/terms"));
const Contact = lazy(() => import("./routes/contact"));
const NotFound = lazy(() => import("./routes/not-found"));
const Premium = lazy(() => import("./routes/premium"));
const PaymentResult = lazy(() => import("./routes/payment-result"));
const Admin = lazy(() => import("./routes/admin"));
const BlogIndex = lazy(() => import("./routes/blog/index"));
const BlogPost = lazy(() => import("./routes/blog/post"));
const BlogCategory = lazy(() => import("./routes/blog/category"));
const BlogTag = lazy(() => import("./routes/blog/tag"));
const BlogAdmin = lazy(() => import("./routes/blog-admin"));
const Screen = lazy(() => import("./routes/screen"));
const Watch = lazy(() => import("./routes/watch"));
const Moderate = lazy(() => import("./routes/mod"));
const Packs = lazy(() => import("./routes/packs"));
const PackPage = lazy(() => import("./routes/pack"));
const PackGallery = lazy(() => import("./routes/pack").then((m) => ({ default: m.PackGallery })));
const GroupPage = lazy(() => import("./routes/group"));
const GroupsHome = lazy(() => import("./routes/group").then((m) => ({ default: m.GroupsHome })));

/** Each route change scrolls to the top (spec 000 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** A route whose first frame the build prerenders (first-page.ts). */
const prerendered = (path: string, element: ReactNode, page: HydratedPage): RouteObject => ({ path, element, handle: { page } });

const ROUTES: RouteObject[] = [
  prerendered("/", <IndexRoute />, "landing"),
  { path: "/home", element: <Navigate to="/" replace /> },
  { path: "/create-room", element: <CreateRoom /> },
  { path: "/create", element: <CreateRoom /> },
  prerendered("/room/:code", <Room />, "room"),
  prerendered("/join-room/:code", <Room />, "room"),
  prerendered("/join/:code", <Room />, "room"),
  { path: "/account", element: <Account /> },
  { path: "/packs", element: <Packs /> },
  { path: "/packs/new", element: <Packs /> },
  { path: "/packs/:code/edit", element: <Packs /> },
  { path: "/packs/gallery", element: <PackGallery /> },
  { path: "/pack/:code", element: <PackPage /> },
  { path: "/g", element: <GroupsHome /> },
  { path: "/g/:code", element: <GroupPage /> },
  { path: "/auth/callback", element: <AuthCallback /> },
  prerendered("/privacy", <Privacy />, "privacy"),
  prerendered("/terms", <Terms />, "terms"),
  prerendered("/contact", <Contact />, "contact"),
  prerendered("/premium", <Premium />, "premium"),
  { path: "/payment/:status", element: <PaymentResult /> },
  { path: "/payment-success", element: <PaymentResult /> },
  { path: "/admin", element: <Admin /> },
  prerendered("/blog", <BlogIndex />, "blog"),
  prerendered("/blog/category/:slug", <BlogCategory />, "blog"),
  prerendered("/blog/tag/:slug", <BlogTag />, "blog"),
  prerendered("/blog/:slug", <BlogPost />, "blog"),
  { path: "/blogadmin", element: <BlogAdmin /> },
  prerendered("/screen/:code", <Screen />, "screen"),
  { path: "/watch/:code", element: <Watch /> },
  { path: "/mod/:code", element: <Moderate /> },
  prerendered("*", <NotFound />, "not-found"),
];

/** The prerendered page the router shows first at this path, if it is one of them. */
export function prerenderedPageAt(pathname: string): HydratedPage | null {
  const handle = matchRoutes(ROUTES, pathname)?.at(-1)?.route.handle as { page?: HydratedPage } | undefined;
  return handle?.page ?? null;
}

function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>{useRoutes(ROUTES)}</Suspense>
    </>
  );
}

/**
 * The whole app. In the browser it follows the address bar; the build's prerender passes the
 * `location` to draw, and the page it stands for (the browser passes it too when it hydrates).
 * The worker, drawing a room link's join card, gives each page a QueryClient of its own.
 */
export function App({ location, firstPage = null, client = queryClient }: { location?: string; firstPage?: HydratedPage | null; client?: QueryClient }) {
  return (
    <FirstPageContext value={firstPage}>
      <QueryClientProvider client={client}>
        {location === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        )}
        <Toaster />
      </QueryClientProvider>
    </FirstPageContext>
  );
}
