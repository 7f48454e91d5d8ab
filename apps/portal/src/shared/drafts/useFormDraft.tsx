import { useCallback, useMemo, useState } from 'react';
import { FormSpy } from 'react-final-form';
import {
  clearDraft,
  differsFrom,
  draftOf,
  readDraft,
  saveDraft,
  withDraft,
  type DraftValues,
} from './formDrafts';
import { useDraftScope } from './DraftScope';

export interface FormDraft<Values extends DraftValues> {
  /** The saved values with the draft over them; null while the saved ones are not there. */
  initialValues: Values | null;
  /** Whether a draft was restored into `initialValues` and has not been saved or dropped since. */
  restored: boolean;
  /** Keeps the current values, or forgets the draft when they equal the saved ones. */
  keep(values: DraftValues): void;
  /** Forgets the draft after a save; the form keeps its values until the saved ones come back. */
  clear(): void;
  /** Forgets the draft and starts the form again from the saved values. */
  discard(): void;
}

/**
 * The draft of one form of the signed-in user. `saved` is what the server holds, as form values
 * (null while it loads), and must keep its identity between renders (memoise it): a new object
 * starts the form again from it. The form starts from it with the draft over it.
 */
export function useFormDraft<Values extends DraftValues>(
  form: string,
  saved: Values | null,
): FormDraft<Values> {
  const scope = useDraftScope();
  // Bumped when the draft is dropped, so that the initial values are computed again.
  const [generation, setGeneration] = useState(0);
  // Set once the restored draft was saved: its notice goes, the form keeps what it shows.
  const [settled, setSettled] = useState(false);

  const { initialValues, restored } = useMemo(() => {
    void generation;
    if (!saved) return { initialValues: null, restored: false };
    const draft = scope ? readDraft(scope.storage, scope.userId, form) : null;
    const merged = withDraft(saved, draft);
    return { initialValues: merged, restored: draft !== null && differsFrom(merged, saved) };
  }, [scope, form, saved, generation]);

  const keep = useCallback(
    (values: DraftValues) => {
      if (!scope || !saved) return;
      if (differsFrom(values, saved)) {
        saveDraft(scope.storage, scope.userId, form, draftOf(values, saved));
      } else {
        clearDraft(scope.storage, scope.userId, form);
      }
    },
    [scope, form, saved],
  );

  const clear = useCallback(() => {
    if (scope) clearDraft(scope.storage, scope.userId, form);
    setSettled(true);
  }, [scope, form]);

  const discard = useCallback(() => {
    if (scope) clearDraft(scope.storage, scope.userId, form);
    setGeneration((each) => each + 1);
  }, [scope, form]);

  return { initialValues, restored: restored && !settled, keep, clear, discard };
}

/** Inside a react-final-form form: keeps its draft as the user types. */
export function DraftKeeper({ draft }: { draft: Pick<FormDraft<DraftValues>, 'keep'> }) {
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={({ values }) => draft.keep(values as DraftValues)}
    />
  );
}
