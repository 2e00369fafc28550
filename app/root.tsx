import { useEffect, useRef, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "./components/Footer";
import { Navbar } from "./components/Navbar";
import { THEME_BOOT_SCRIPT } from "./features/theme/theme";
import { HYDRATED_EVENT } from "./hydration";
import { assetHref, site } from "./site";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: assetHref("favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: assetHref("apple-touch-icon.png") },
  { rel: "manifest", href: assetHref("manifest.webmanifest") },
];

/**
 * Tells the page's boot script that React now handles events, so it can replay a press made
 * while the scripts were loading. Effects run once the hydrated tree is committed.
 */
function useAnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useAnnounceHydrated();
  // The theme script sets the class and colour scheme of <html> before React loads, so those
  // attributes differ from the prerendered ones on purpose.
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617" />
        <meta name="author" content={site.name} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** After a client-side navigation, focus the new page's heading so it is announced. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("[data-page-heading]");
    (heading ?? document.getElementById("main"))?.focus({ preventScroll: true });
  }, [pathname]);
}

export default function App() {
  useFocusOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold outline-none">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4">
        {notFound
          ? "The page you are looking for does not exist."
          : "An unexpected error occurred. Please reload the page."}
      </p>
      <p className="mt-6">
        <a
          href={import.meta.env.BASE_URL}
          className="font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          Go to the home page
        </a>
      </p>
    </section>
  );
}
