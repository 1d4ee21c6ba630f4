import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NOTIFICATION_SWITCHES, type Notifications } from "../../../shared/settings.ts";
import { Switch } from "../../components/Switch.tsx";
import { trpc } from "../../lib/trpc.ts";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

/** Each switch saves as soon as it is flipped; a failure puts it back. */
export function NotificationsTab({ initial }: { initial: Notifications }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updateNotifications.mutationOptions());

  async function flip(key: keyof Notifications, on: boolean) {
    const previous = values;
    const next = { ...values, [key]: on };
    setValues(next);
    setStatus("saving");
    try {
      await save.mutateAsync(next);
      await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      setStatus("saved");
    } catch {
      setValues(previous);
      setStatus("error");
    }
  }

  return (
    <div className="max-w-xl divide-y divide-slate-200 dark:divide-slate-800">
      {NOTIFICATION_SWITCHES.map((s) => (
        <Switch key={s.key} id={`notify-${s.key}`} label={s.label} help={s.help} checked={values[s.key]} onChange={(on) => void flip(s.key, on)} />
      ))}
      <div className="pt-3">
        <SaveNote status={status} saved="Notification settings saved!" />
        {status === "error" && <p role="alert" className="text-sm text-red-600">Failed to save. Please try again.</p>}
      </div>
    </div>
  );
}
