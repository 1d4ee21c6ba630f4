import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { BRAND } from "../../../shared/brand.ts";
import { meQuery } from "../../lib/trpc.ts";
import { ADMIN_LINK, FREE_RESOURCES, SUBSCRIBER_LINKS, isActive, type NavLink } from "./nav-links.ts";
import { menuItemClass, menuLabelClass } from "./nav-menu.tsx";
import { NavMenuButton } from "./NavMenuButton.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

const linkClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${
    active
      ? "bg-teal-50 text-teal-700 dark:bg-teal-900/40 dark:text-teal-300"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

export function NavBar() {
  const { data: me } = useQuery(meQuery());
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mobileOpen, setMobileOpen] = useState(false);

  const subscribed = me?.access.state === "access";
  const appLinks: NavLink[] = subscribed ? [...SUBSCRIBER_LINKS, ...(me.access.isAdmin ? [ADMIN_LINK] : [])] : [];

  async function logout() {
    // Logging out always ends on the home page, even when sign-out fails.
    try {
      // Loaded on demand: visitors never need the auth client in the entry chunk.
      const { authClient } = await import("../../lib/auth-client.ts");
      await authClient.signOut();
    } catch {
      // fall through to the home page
    }
    queryClient.clear();
    // The tutor's conversation belongs to the user who had it (loaded lazily: visitors never need it).
    await import("../ai/tutor-chat.ts").then((m) => m.forgetTutorChat()).catch(() => {});
    await navigate({ to: "/" });
  }

  const visitorLinks = (close: () => void) => (
    <>
      <Link to="/pricing" className={linkClass(pathname === "/pricing")} onClick={close}>
        Pricing
      </Link>
      {!me && (
        <>
          <Link to="/login" search={{ intent: "login" }} className={linkClass(false)} onClick={close}>
            Login
          </Link>
          <Link to="/pricing" className={linkClass(false)} onClick={close}>
            Sign Up
          </Link>
          <Link
            to="/pricing"
            onClick={close}
            className="rounded-md bg-teal-700 px-3 py-2 text-sm font-semibold text-white shadow hover:bg-teal-700"
          >
            Start Trial
          </Link>
        </>
      )}
    </>
  );

  const userMenu = me && (
    <NavMenuButton label={<span className="max-w-40 truncate">{me.user.displayName}</span>}>
      {({ Item, Label }) => (
        <>
          <Label className={menuLabelClass}>{me.user.email}</Label>
          {subscribed && (
            <Item asChild>
              <Link to="/profile" className={menuItemClass}>
                Profile Settings
              </Link>
            </Item>
          )}
          <Item className={menuItemClass} onSelect={() => void logout()}>
            Logout
          </Item>
        </>
      )}
    </NavMenuButton>
  );

  const freeResources = (
    <NavMenuButton label="Free Resources">
      {({ Item }) =>
        FREE_RESOURCES.map((l) => (
          <Item key={l.to} asChild>
            <Link to={l.to} className={menuItemClass}>
              {l.label}
            </Link>
          </Item>
        ))
      }
    </NavMenuButton>
  );

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to={subscribed ? "/dashboard" : "/"} className="mr-4 flex items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-lg">{BRAND.name}</span>
        </Link>

        <div className="hidden flex-1 items-center gap-1 md:flex">
          {appLinks.map((l) => (
            <Link key={l.to} to={l.to} className={linkClass(isActive(pathname, l))}>
              {l.label}
            </Link>
          ))}
          {!subscribed && freeResources}
        </div>

        <div className="ml-auto hidden items-center gap-1 md:flex">
          {!subscribed && visitorLinks(() => {})}
          {userMenu}
          <ThemeToggle />
        </div>

        <div className="ml-auto flex items-center md:hidden">
          <ThemeToggle />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>

      {mobileOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800">
          <div className="flex flex-col gap-1">
            {appLinks.map((l) => (
              <Link key={l.to} to={l.to} className={linkClass(isActive(pathname, l))} onClick={() => setMobileOpen(false)}>
                {l.label}
              </Link>
            ))}
            {!subscribed && (
              <>
                <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Free Resources</p>
                {FREE_RESOURCES.map((l) => (
                  <Link key={l.to} to={l.to} className={linkClass(pathname === l.to)} onClick={() => setMobileOpen(false)}>
                    {l.label}
                  </Link>
                ))}
                {visitorLinks(() => setMobileOpen(false))}
              </>
            )}
            {me && (
              <>
                <p className="px-3 pt-2 text-xs text-slate-500 dark:text-slate-400">{me.user.displayName}</p>
                {subscribed && (
                  <Link to="/profile" className={linkClass(pathname === "/profile")} onClick={() => setMobileOpen(false)}>
                    Profile Settings
                  </Link>
                )}
                <button type="button" className={`${linkClass(false)} text-left`} onClick={() => void logout()}>
                  Logout
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
