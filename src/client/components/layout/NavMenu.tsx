// A menu button in the navigation bar (Radix DropdownMenu): Enter, Space or the arrow keys open it,
// arrows move through the items (Home and End to the ends), typing a letter jumps to the item that
// starts with it, Escape closes it and puts focus back on its button. Not modal: a click elsewhere
// closes it and still does what it was meant to do (follow a link...). Loaded on demand by
// NavMenuButton, so it stays out of the entry chunk.
import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { Chevron, menuButtonClass, menuPanelClass } from "./nav-menu.tsx";

/** The pieces a menu's entries are built from, handed to `children` (this module is loaded lazily). */
export type MenuParts = { Item: typeof Menu.Item; Label: typeof Menu.Label };
const parts: MenuParts = { Item: Menu.Item, Label: Menu.Label };

export default function NavMenu({
  label,
  defaultOpen,
  autoFocus,
  children,
}: {
  label: ReactNode;
  defaultOpen: boolean;
  autoFocus: boolean;
  children: (parts: MenuParts) => ReactNode;
}) {
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={menuButtonClass} autoFocus={autoFocus}>
        {label}
        <Chevron />
      </Menu.Trigger>
      {/* Not portaled: the menu stays inside the navigation landmark, as its links belong there. */}
      <Menu.Content align="end" sideOffset={8} className={menuPanelClass}>
        {children(parts)}
      </Menu.Content>
    </Menu.Root>
  );
}
