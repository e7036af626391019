import { Button } from '@vognpark/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTRPC } from '../../data/trpc';
import { useAppMessages } from '../../i18n/useAppMessages';

/**
 * The dashboard's first steps for a fleet without vehicles: import them or add one. Nothing once
 * the register has a vehicle (sold ones count: the fleet has begun).
 */
export function FirstVehicles() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const count = useQuery(trpc.vehicles.count.queryOptions({ includeSold: true }, { staleTime: 10_000 }));
  if (count.data?.total !== 0) return null;
  return (
    <FirstVehiclesCard
      onImport={() => navigate('/manager/vehicles/import')}
      onAdd={() => navigate('/manager/vehicles')}
    />
  );
}

export function FirstVehiclesCard({ onImport, onAdd }: { onImport: () => void; onAdd: () => void }) {
  const t = useAppMessages();
  return (
    <Card aria-labelledby="first-vehicles-title">
      <h2 id="first-vehicles-title">{t('app.imports.start.title')}</h2>
      <p>{t('app.imports.start.text')}</p>
      <Actions>
        <Button onClick={onImport}>{t('app.imports.start.import')}</Button>
        <Button variant="secondary" onClick={onAdd}>
          {t('app.imports.start.add')}
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }

  p {
    margin: 0;
    max-width: 72ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;
