import { href } from "../routes";
import { PageHeading } from "../components/PageHeading";

export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">404</p>
      <PageHeading className="mt-2">Page not found</PageHeading>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Sorry, there is nothing at this address.
      </p>
      <p className="mt-8">
        <a
          href={href("/")}
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-strong"
        >
          Go to the home page
        </a>
      </p>
    </div>
  );
}
