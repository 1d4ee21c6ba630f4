import type { Ref } from "react";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle, ModalTrigger } from "../../components/Modal.tsx";

/**
 * The exam's "End Exam" button and its confirmation. Continue Exam and Escape both close it and put
 * focus back on End Exam; while it is open, Tab stays inside it. `ref` receives the dialog's element,
 * which exists only while the dialog is open (the exam's keyboard shortcuts pause meanwhile).
 */
export function EndExamDialog({ onEnd, ref }: { onEnd: () => void; ref?: Ref<HTMLDivElement> }) {
  return (
    <Modal>
      <ModalTrigger className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 dark:border-red-800 dark:text-red-300">End Exam</ModalTrigger>
      <ModalContent ref={ref}>
        <ModalTitle className="text-xl font-bold">End Exam?</ModalTitle>
        <ModalDescription className="mt-2 text-slate-600 dark:text-slate-300">
          You will leave this exam without a score. Your answers so far stay saved, and you can resume from the builder until the time runs out.
        </ModalDescription>
        <div className="mt-6 flex justify-end gap-3">
          <ModalClose className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">Continue Exam</ModalClose>
          <button type="button" onClick={onEnd} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white">
            End Exam
          </button>
        </div>
      </ModalContent>
    </Modal>
  );
}
