import type { AnnotationClientSetting, AnnotationPerson } from '@vognpark/server/areas/annotations';
import { Button } from '@vognpark/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface ClientsPanelProps {
  clients: AnnotationClientSetting[];
  staff: AnnotationPerson[];
  busy?: boolean;
  /** The server's refusal of the second labeller (its field code). */
  secondLabellerError?: 'same_as_assignee' | 'not_staff' | null;
  onOptIn: (clientId: string, optedIn: boolean) => void;
  onMakeBatch: (input: {
    clientId: string;
    name: string;
    assigneeId: string;
    size: number;
    /** Who labels about 5 % of the photos again, blind; null: nobody. */
    secondLabellerId: string | null;
  }) => void;
}

/** Which clients let their photos be annotated (off by default), and a batch made of one's photos. */
export function ClientsPanel({
  clients,
  staff,
  busy = false,
  secondLabellerError = null,
  onOptIn,
  onMakeBatch,
}: ClientsPanelProps) {
  const t = useAppMessages();
  const id = useId();
  const optedIn = clients.filter((c) => c.optedIn);
  const [clientId, setClientId] = useState('');
  const [name, setName] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [size, setSize] = useState(20);
  const [secondId, setSecondId] = useState('');
  const chosenClient = optedIn.find((c) => c.id === clientId)?.id ?? optedIn[0]?.id ?? '';
  const chosenAssignee = staff.find((s) => s.id === assigneeId)?.id ?? staff[0]?.id ?? '';
  const chosenSecond = staff.find((s) => s.id === secondId)?.id ?? null;
  // The same person as the assignee is refused at once, on the field; else the server's refusal.
  const secondError =
    chosenSecond !== null && chosenSecond === chosenAssignee ? 'same_as_assignee' : secondLabellerError;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('app.annotations.clients.title')}</h2>
      <ul>
        {clients.map((client) => (
          <li key={client.id}>
            <label>
              <input
                type="checkbox"
                checked={client.optedIn}
                disabled={busy}
                onChange={(e) => onOptIn(client.id, e.currentTarget.checked)}
              />
              {t('app.annotations.clients.optIn', { name: client.name })}
            </label>{' '}
            <span>{t('app.annotations.clients.free', { count: client.freePhotos })}</span>
          </li>
        ))}
      </ul>
      {optedIn.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosenSecond !== null && chosenSecond === chosenAssignee) return;
            onMakeBatch({
              clientId: chosenClient,
              name: name.trim(),
              assigneeId: chosenAssignee,
              size,
              secondLabellerId: chosenSecond,
            });
          }}
        >
          <label>
            {t('app.annotations.make.client')}
            <select value={chosenClient} onChange={(e) => setClientId(e.currentTarget.value)}>
              {optedIn.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('app.annotations.make.name')}
            <input required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            {t('app.annotations.make.assignee')}
            <select value={chosenAssignee} onChange={(e) => setAssigneeId(e.currentTarget.value)}>
              {staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('app.annotations.make.size')}
            <input
              type="number"
              min={1}
              max={200}
              value={size}
              onChange={(e) => setSize(Math.min(200, Math.max(1, Number(e.currentTarget.value) || 1)))}
            />
          </label>
          <Field>
            <label>
              {t('app.annotations.make.secondLabeller')}
              <select
                value={chosenSecond ?? ''}
                aria-invalid={secondError ? true : undefined}
                aria-describedby={`${id}-second-hint${secondError ? ` ${id}-second-error` : ''}`}
                onChange={(e) => setSecondId(e.currentTarget.value)}
              >
                <option value="">{t('app.annotations.make.secondNone')}</option>
                {staff.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </label>
            {secondError && (
              <FieldError id={`${id}-second-error`}>
                {t(`app.annotations.make.error.${secondError}`)}
              </FieldError>
            )}
          </Field>
          <Hint id={`${id}-second-hint`}>{t('app.annotations.make.secondHint')}</Hint>
          <Button type="submit" disabled={busy || !name.trim()}>
            {t('app.annotations.make.submit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
`;
const FieldError = styled.span`
  color: #b3261e;
  max-width: 28ch;
`;
const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
`;
const Panel = styled.section`
  margin-top: 24px;
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  form label {
    display: inline-flex;
    flex-direction: column;
    gap: 4px;
  }
`;
