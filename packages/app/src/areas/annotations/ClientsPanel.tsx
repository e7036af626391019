import type { AnnotationClientSetting, AnnotationPerson } from '@vognpark/server/areas/annotations';
import { Button } from '@vognpark/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface ClientsPanelProps {
  clients: AnnotationClientSetting[];
  staff: AnnotationPerson[];
  busy?: boolean;
  onOptIn: (clientId: string, optedIn: boolean) => void;
  onMakeBatch: (input: { clientId: string; name: string; assigneeId: string; size: number }) => void;
}

/** Which clients let their photos be annotated (off by default), and a batch made of one's photos. */
export function ClientsPanel({ clients, staff, busy = false, onOptIn, onMakeBatch }: ClientsPanelProps) {
  const t = useAppMessages();
  const id = useId();
  const optedIn = clients.filter((c) => c.optedIn);
  const [clientId, setClientId] = useState('');
  const [name, setName] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [size, setSize] = useState(20);
  const chosenClient = optedIn.find((c) => c.id === clientId)?.id ?? optedIn[0]?.id ?? '';
  const chosenAssignee = staff.find((s) => s.id === assigneeId)?.id ?? staff[0]?.id ?? '';
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
            onMakeBatch({ clientId: chosenClient, name: name.trim(), assigneeId: chosenAssignee, size });
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
          <Button type="submit" disabled={busy || !name.trim()}>
            {t('app.annotations.make.submit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

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
