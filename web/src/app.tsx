import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { BrowserRouter, matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router";
import { FirstPageContext, type HydratedPage } from "./first-page";
import { queryClient } from "./lib/query-client";
import { inNextTask } from "./runtime/yield";
import IndexRoute from "./routes/index";
import { LoadingScreen } from "./ui/spinner";
import { Toaster } from "./ui/toast";

/**
 * A route in a chunk of its own, drawn a task after it has been evaluated (runtime/yield.ts).
 * `preload` asks for its chunk ahead of its first render (the app's start does, for the page
 * it hydrates: asking for a route's chunks is itself work, a task of its own then).
 */
function lazyRoute<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(() => inNextTask(preload())), { preload });
}

const CreateRoom = lazyRoute(() => import("./routes/create-room"));
const Room = lazyRoute(() => import("./routes/room"));
const Account = lazyRoute(() => import("./routes/account"));
const AuthCallback = lazyRoute(() => import("./routes/auth-callback"));
const Privacy = lazyRoute(() => import("./routes/privacy"));
const Terms = lazyRoute(() => import("./routes/terms"));
const Contact = lazyRoute(() => import("./routes/contact"));
const NotFound = lazyRoute(() => import("./routes/not-found"));
const Premium = lazyRoute(() => import("./routes/premium"));
const PaymentResult = lazyRoute(() => import("./routes/payment-result"));
const Admin = lazyRoute(() => import("./routes/admin"));
const BlogIndex = lazyRoute(() => import("./routes/blog/index"));
const BlogPost = lazyRoute(() => import("./routes/blog/post"));
const BlogCategory = lazyRoute(() => import("./routes/blog/category"));
const BlogTag = lazyRoute(() => import("./routes/blog/tag"));
const BlogAdmin = lazyRoute(() => import("./routes/blog-admin"));
const Screen = lazyRoute(() => import("./routes/screen"));
const Watch = lazyRoute(() => import("./routes/watch"));
const Moderate = lazyRoute(() => import("./routes/mod"));
const Packs = lazyRoute(() => import("./routes/packs"));
const PackPage = lazyRoute(() => import("./routes/pack"));
const PackGallery = lazyRoute(() => import("./routes/pack").then((m) => ({ default: m.PackGallery })));
const GroupPage = lazyRoute(() => import("./routes/group"));
const GroupsHome = lazyRoute(() => import("./routes/group").then((m) => ({ default: m.GroupsHome })));

/** Each route change scrolls to the top (spec 000 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** A route whose first frame the build prerenders (first-page.ts); `preload` asks for its chunk. */
const prerendered = (path: string, element: ReactNode, page: HydratedPage, preload?: () => Promise<unknown>): RouteObject => ({ path, element, handle: { page, preload } });

const ROUTES: RouteObject[] = [
  prerendered("/", <IndexRoute />, "landing"),
  { path: "/home", element: <Navigate to="/" replace /> },
  { path: "/create-room", element: <CreateRoom /> },
  { path: "/create", element: <CreateRoom /> },
  prerendered("/room/:code", <Room />, "room", Room.preload),
  prerendered("/join-room/:code", <Room />, "room", Room.preload),
  prerendered("/join/:code", <Room />, "room", Room.preload),
  { path: "/account", element: <Account /> },
  { path: "/packs", element: <Packs /> },
  { path: "/packs/new", element: <Packs /> },
  { path: "/packs/:code/edit", element: <Packs /> },
  { path: "/packs/gallery", element: <PackGallery /> },
  { path: "/pack/:code", element: <PackPage /> },
  { path: "/g", element: <GroupsHome /> },
  { path: "/g/:code", element: <GroupPage /> },
  { path: "/auth/callback", element: <AuthCallback /> },
  prerendered("/privacy", <Privacy />, "privacy", Privacy.preload),
  prerendered("/terms", <Terms />, "terms", Terms.preload),
  prerendered("/contact", <Contact />, "contact", Contact.preload),
  prerendered("/premium", <Premium />, "premium", Premium.preload),
  { path: "/payment/:status", element: <PaymentResult /> },
  { path: "/payment-success", element: <PaymentResult /> },
  { path: "/admin", element: <Admin /> },
  prerendered("/blog", <BlogIndex />, "blog", BlogIndex.preload),
  prerendered("/blog/category/:slug", <BlogCategory />, "blog", BlogCategory.preload),
  prerendered("/blog/tag/:slug", <BlogTag />, "blog", BlogTag.preload),
  prerendered("/blog/:slug", <BlogPost />, "blog", BlogPost.preload),
  { path: "/blogadmin", element: <BlogAdmin /> },
  prerendered("/screen/:code", <Screen />, "screen", Screen.preload),
  { path: "/watch/:code", element: <Watch /> },
  { path: "/mod/:code", element: <Moderate /> },
  prerendered("*", <NotFound />, "not-found", NotFound.preload),
];

type PageHandle = { page?: HydratedPage; preload?: () => Promise<unknown> } | undefined;
// Ranking the routes is several milliseconds of a slow phone's start, which asks twice for the same path.
let lastHandle: { pathname: string; handle: PageHandle } | null = null;
function handleAt(pathname: string): PageHandle {
  if (lastHandle?.pathname !== pathname) lastHandle = { pathname, handle: matchRoutes(ROUTES, pathname)?.at(-1)?.route.handle as PageHandle };
  return lastHandle.handle;
}

/** The prerendered page the router shows first at this path, if it is one of them. */
export function prerenderedPageAt(pathname: string): HydratedPage | null {
  return handleAt(pathname)?.page ?? null;
}

/** Asks for the chunk of the drawn page's route at this path, ahead of hydrating it (start.ts); resolves once it is evaluated. */
export function preloadPageRoute(pathname: string): Promise<unknown> {
  return handleAt(pathname)?.preload?.() ?? Promise.resolve();
}

function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>{useRoutes(ROUTES)}</Suspense>
    </>
  );
}

type AppProps = { firstPage?: HydratedPage | null; client?: QueryClient };

/**
 * The app's routes under a router. The browser's router follows the address bar (App); the
 * build's prerender and the worker draw one address (server-app.tsx), with a router of their own
 * so that the browser's bundle does not carry it.
 */
export function AppFrame({ router, firstPage = null, client = queryClient }: AppProps & { router: (routes: ReactNode) => ReactNode }) {
  return (
    <FirstPageContext value={firstPage}>
      <QueryClientProvider client={client}>
        {router(<AppRoutes />)}
        <Toaster />
      </QueryClientProvider>
    </FirstPageContext>
  );
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** The whole app in the browser, following the address bar; `firstPage` is the drawn page it hydrates. */
export function App(props: AppProps) {
  return <AppFrame router={browserRouter} {...props} />;
}
