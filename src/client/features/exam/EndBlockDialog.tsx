import type { Ref } from "react";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle, ModalTrigger } from "../../components/Modal.tsx";

/** A mock's "End Block N" button and its confirmation: a finished block never reopens. */
export function EndBlockDialog({ block, pending, onEnd, ref }: { block: number; pending: boolean; onEnd: () => void; ref?: Ref<HTMLDivElement> }) {
  return (
    <Modal>
      <ModalTrigger disabled={pending} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
        {pending ? "Ending..." : `End Block ${block}`}
      </ModalTrigger>
      <ModalContent ref={ref}>
        <ModalTitle className="text-xl font-bold">End block {block}?</ModalTitle>
        <ModalDescription className="mt-2 text-slate-600 dark:text-slate-300">
          You cannot come back to this block's questions. Your answers so far are saved and count toward your score.
        </ModalDescription>
        <div className="mt-6 flex justify-end gap-3">
          <ModalClose className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">Keep working</ModalClose>
          <ModalClose onClick={onEnd} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white">
            End Block {block}
          </ModalClose>
        </div>
      </ModalContent>
    </Modal>
  );
}
