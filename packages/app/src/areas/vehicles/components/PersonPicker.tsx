import { Combobox, type ComboboxOption } from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { matchPeople, personName, type PersonOption } from '../people';

export interface PersonPickerProps {
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The people to choose from (`vehicles.drivers`: the client's managers and drivers). */
  people: readonly PersonOption[];
  /** The chosen person's id, or null for nobody. */
  value: string | null;
  /** Called with the chosen person's id, or null when the choice is cleared. */
  onValueChange: (id: string | null) => void;
  /** The people are on their way. */
  loading?: boolean;
  /** The people could not be loaded. */
  failed?: boolean;
  error?: ReactNode;
  /**
   * A first choice for nobody (its text, "Nobody (not assigned)"), chosen when `value` is null;
   * without it, the clear button is the way to choose nobody.
   */
  noneLabel?: string;
  /**
   * The field starts empty, ready for a search, with the current choice as its placeholder (a
   * picker in a popover, where typing must not add to the current person's name).
   */
  startEmpty?: boolean;
  /** The list is open at first (a picker in a popover). */
  defaultOpen?: boolean;
  className?: string;
}

/** The value of the "nobody" choice (no person's id looks like it). */
const none = '-';

/**
 * A searchable choice of one person: the kit's Combobox over the client's people, matched by
 * name and e-mail as typed (every word, any order), with the e-mail address as the second line.
 * The clear button (or emptying the field) chooses nobody.
 */
export function PersonPicker({
  id,
  label,
  description,
  placeholder,
  people,
  value,
  onValueChange,
  loading = false,
  failed = false,
  error,
  noneLabel,
  startEmpty = false,
  defaultOpen,
  className,
}: PersonPickerProps) {
  const t = useAppMessages();
  const [search, setSearch] = useState('');
  const options = useMemo<ComboboxOption[]>(() => {
    const matches = matchPeople(people, search).map((person) => ({
      value: person.id,
      label: personName(person),
      description: person.email && person.email !== personName(person) ? person.email : undefined,
    }));
    const offerNone =
      noneLabel &&
      (!search.trim() || noneLabel.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()));
    return offerNone ? [{ value: none, label: noneLabel }, ...matches] : matches;
  }, [people, search, noneLabel]);
  const chosen = people.find((person) => person.id === value);
  return (
    <Combobox
      id={id}
      className={className}
      label={label}
      description={description}
      placeholder={startEmpty ? (chosen ? personName(chosen) : (noneLabel ?? placeholder)) : placeholder}
      options={failed ? [] : options}
      value={startEmpty ? null : (value ?? (noneLabel ? none : null))}
      selectedLabel={
        startEmpty ? undefined : chosen ? personName(chosen) : value === null ? noneLabel : undefined
      }
      onValueChange={(next) => onValueChange(next === none ? null : next)}
      onSearchChange={setSearch}
      delay={100}
      loading={loading && !failed}
      emptyMessage={t('app.vehicles.picker.personNone')}
      status={failed ? t('app.vehicles.picker.peopleError') : undefined}
      error={error}
      defaultOpen={defaultOpen}
      // What is typed replaces the chosen person's name rather than adding to it.
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
