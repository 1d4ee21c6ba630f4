// A modal dialog (Radix Dialog): focus moves into it and stays there (Tab cycles inside), the page
// behind is inert to pointer and screen reader, Escape closes it, and focus goes back to the button
// that opened it (the Trigger). A click outside does nothing: these dialogs ask for a decision, and
// each offers its own way out.
import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";

export const Modal = Dialog.Root;
export const ModalTrigger = Dialog.Trigger;
export const ModalClose = Dialog.Close;
export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;

export function ModalContent({ className = "", ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        onInteractOutside={(e) => e.preventDefault()}
        className={`fixed inset-0 z-50 m-auto h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100 ${className}`}
        {...props}
      />
    </Dialog.Portal>
  );
}
