import { lazy, Suspense, useState, type ReactNode } from "react";
import type { MenuParts } from "./NavMenu.tsx";
import { Chevron, menuButtonClass } from "./nav-menu.tsx";

// The menu (Radix DropdownMenu and its positioning) is requested as the navigation bar first renders,
// not shipped in the entry chunk. Until it arrives a plain button of the same look stands in: a press
// on it opens the menu once it is there, and focus carries over to the real button.
const NavMenu = lazy(() => import("./NavMenu.tsx"));

export function NavMenuButton({ label, children }: { label: ReactNode; children: (parts: MenuParts) => ReactNode }) {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuButtonClass}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {label}
      <Chevron />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <NavMenu label={label} defaultOpen={pressed} autoFocus={focused}>
        {children}
      </NavMenu>
    </Suspense>
  );
}
