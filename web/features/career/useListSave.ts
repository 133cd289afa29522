import { useState } from "react";
import type { CareerInfo } from "../../../core/schemas/career";
import { isStaleList } from "./api";
import { valuesOf, type ListDraftApi } from "./list-draft";
import { useFailureText } from "./parts";

export interface ListSaved<T> {
  items: T[];
  version: string;
}

export type ListProblem = { kind: "stale" | "failed" | "reload"; message: string } | null;

/**
 * Save and Cancel of a whole list. The list on screen commits only when the server answers 200;
 * a refusal keeps the user's rows. When the list changed elsewhere (409 `stale_list`), Reload
 * reads the latest list from the server and shows it instead.
 */
export function useListSave<T extends { id?: number }>(
  list: ListDraftApi<T>,
  save: (version: string, values: T[]) => Promise<ListSaved<T>>,
  reload: () => Promise<CareerInfo>,
  pick: (career: CareerInfo) => ListSaved<T>,
) {
  const failureText = useFailureText();
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [problem, setProblem] = useState<ListProblem>(null);

  return {
    saving,
    reloading,
    problem,
    async save(): Promise<boolean> {
      setSaving(true);
      setProblem(null);
      try {
        const saved = await save(list.draft.version, valuesOf(list.draft));
        list.reset(saved.items, saved.version);
        return true;
      } catch (err) {
        setProblem({ kind: isStaleList(err) ? "stale" : "failed", message: failureText(err) });
        return false;
      } finally {
        setSaving(false);
      }
    },
    cancel() {
      setProblem(null);
      list.revert();
    },
    async reload() {
      setReloading(true);
      try {
        const fresh = pick(await reload());
        list.reset(fresh.items, fresh.version);
        setProblem(null);
      } catch (err) {
        setProblem({ kind: "reload", message: failureText(err) });
      } finally {
        setReloading(false);
      }
    },
    dismiss() {
      setProblem(null);
    },
  };
}
