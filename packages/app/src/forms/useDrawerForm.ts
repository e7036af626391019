import { useId, useState, type FormEvent } from 'react';
import { conflictOf, fieldErrorsOf, type EditConflict, type FieldErrors } from '../data/errors';

export interface DrawerFormOptions<Values> {
  /**
   * What the drawer is open for (`'new'`, or the id of what it edits), null while closed: every
   * new opening, and a switch to another item, starts again from `initial`.
   */
  openedFor: string | null;
  /** The values the form starts from; also what "unsaved changes" compares against. */
  initial: Values;
  /**
   * The version of the record `initial` was filled from (its `version`), for an edit: each save
   * is sent as made from the version the person last saw. When the server refuses a save because
   * someone else changed the record meanwhile, the form keeps what was typed and answers the
   * conflict; once `initial` holds the newer record (refetched), the person chooses theirs or mine.
   */
  version?: number;
  /** The form's own checks: field -> error code; none when empty. */
  validate: (values: Values) => FieldErrors;
  /**
   * Saves, as made from `version` (the one the person last saw; only given to a form with a
   * version); resolves on success, rejects with the server's error (its field errors land on their
   * fields, a conflict above them).
   */
  save: (values: Values, version?: number) => Promise<unknown>;
  /** After a successful save: usually closes the drawer. */
  onSaved: () => void;
  /** The fields in the order of the form, for the error summary (none: the form keeps its own). */
  fields?: readonly string[];
  /** The message for a field's error code. */
  message: (field: string, code: string) => string;
  /** Renames the server's fields to the form's (the server names a vehicle by id, the form by plate). */
  fromServer?: (errors: FieldErrors) => FieldErrors;
}

/**
 * The state every form drawer of the app keeps: the values, their field errors (from its own
 * checks and from the server), a save in flight, a failure no field explains, and whether
 * anything was changed (so closing asks first). Saving twice at once is not possible; a failed
 * save keeps what was typed. `submitCount` moves the kit's ErrorSummary focus on each failed try.
 */
export function useDrawerForm<Values>({
  openedFor,
  initial,
  validate,
  save,
  onSaved,
  fields = [],
  message,
  fromServer = (errors) => errors,
  version,
}: DrawerFormOptions<Values>) {
  const formId = useId().replace(/:/g, '');
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState(false);
  // What the person last saw of the record: the values and version the next save is made from.
  const [base, setBase] = useState({ values: initial, version });
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  const [session, setSession] = useState(openedFor);
  if (openedFor !== session) {
    setSession(openedFor);
    if (openedFor !== null) {
      setValues(initial);
      setErrors({});
      setFailure(false);
      setBase({ values: initial, version });
      setConflict(null);
    }
  }

  // The newer record, once it is here: `initial` refetched at (or past) the conflict's version.
  const theirs = conflict && version !== undefined && version >= conflict.version ? initial : null;
  const changedFields = theirs
    ? (Object.keys(theirs) as (keyof Values & string)[]).filter(
        (field) => JSON.stringify(theirs[field]) !== JSON.stringify(base.values[field]),
      )
    : [];

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  // "defects.1.text" -> "…-defects-1-text": an id without dots, so a CSS selector can name it.
  const fieldId = (field: string) => `${formId}-${field.replaceAll('.', '-')}`;
  const errorOf = (field: string) => {
    const code = errors[field];
    return code ? message(field, code) : undefined;
  };
  const summary = fields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: fieldId(field), message: errorOf(field)! }));

  function failWith(found: FieldErrors | null) {
    if (found) setErrors(found);
    else setFailure(true);
    setSubmitCount((count) => count + 1);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    setFailure(false);
    const found = validate(values);
    if (Object.keys(found).length > 0) return failWith(found);
    setErrors({});
    setPending(true);
    try {
      // A form of something without a version (a new record) saves the values alone.
      await (base.version === undefined ? save(values) : save(values, base.version));
      setPending(false);
      onSaved();
    } catch (error) {
      setPending(false);
      const changed = conflictOf(error);
      if (changed) {
        // Nothing was saved; what was typed stays, and the person chooses what happens next.
        setConflict(changed);
        setSubmitCount((count) => count + 1);
        return;
      }
      const serverErrors = fieldErrorsOf(error);
      failWith(serverErrors && fromServer(serverErrors));
    }
  }

  /** Replaces what was typed by the newer record (once it is here) and edits from it. */
  function takeTheirs() {
    if (!theirs) return;
    setValues(theirs);
    setErrors({});
    setBase({ values: theirs, version });
    setConflict(null);
  }

  /** Keeps what was typed: the next save is made from the newer version and replaces it. */
  function keepMine() {
    if (!conflict) return;
    setBase({ values: theirs ?? base.values, version: conflict.version });
    setConflict(null);
  }

  return {
    formId,
    values,
    setValues,
    set,
    errors,
    errorOf,
    fieldId,
    summary,
    submitCount,
    pending,
    failure,
    dirty: JSON.stringify(values) !== JSON.stringify(initial),
    submit,
    /** Someone else changed the record since the form was filled: the last save was refused. */
    conflict,
    /** The fields they changed, once their version is here (empty until then). */
    changedFields,
    /** Whether their version is here, so that `takeTheirs` can load it. */
    theirsLoaded: theirs !== null,
    takeTheirs,
    keepMine,
  };
}
