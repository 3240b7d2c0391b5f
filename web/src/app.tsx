import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useLayoutEffect } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
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

/** Each route change scrolls to the top (spec 000 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollToTop />
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/" element={<IndexRoute />} />
            <Route path="/home" element={<Navigate to="/" replace />} />
            <Route path="/create-room" element={<CreateRoom />} />
            <Route path="/create" element={<CreateRoom />} />
            <Route path="/room/:code" element={<Room />} />
            <Route path="/join-room/:code" element={<Room />} />
            <Route path="/join/:code" element={<Room />} />
            <Route path="/account" element={<Account />} />
            <Route path="/auth/callback" element={<AuthCallback />} />
            <Route path="/privacy" element={<Privacy />} />
            <Route path="/terms" element={<Terms />} />
            <Route path="/contact" element={<Contact />} />
            <Route path="/premium" element={<Premium />} />
            <Route path="/payment/:status" element={<PaymentResult />} />
            <Route path="/payment-success" element={<PaymentResult />} />
            <Route path="/admin" element={<Admin />} />
            <Route path="/blog" element={<BlogIndex />} />
            <Route path="/blog/category/:slug" element={<BlogCategory />} />
            <Route path="/blog/tag/:slug" element={<BlogTag />} />
            <Route path="/blog/:slug" element={<BlogPost />} />
            <Route path="/blogadmin" element={<BlogAdmin />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
