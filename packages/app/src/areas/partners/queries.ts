/** The partners area's data: keyset lists, one organisation's details, saves that refresh them. */
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type {
  AgreementPage,
  Contact,
  CostSummary,
  Expense,
  ExpenseCheck,
  ExpensePage,
  PartnerFacts,
  Organisation,
  OrganisationPage,
  Outlay,
  VehicleCost,
} from '@vognpark/server/areas/partners';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';

type Inputs = inferRouterInputs<AppRouter>['partners'];
/** A failed call (its `data.fieldErrors` name the fields concerned). */
export type PartnersError = TRPCClientErrorLike<AppRouter>;
type List<Page, Row> = UseInfiniteQueryResult<InfiniteData<Page, string | null>, PartnersError> & {
  rows: Row[];
  total: number | null;
};
export type OrganisationListInput = Omit<Inputs['listOrganisations'], 'cursor' | 'direction'>;
export type ExpenseListInput = Omit<Inputs['listExpenses'], 'cursor' | 'direction'>;

export function useOrganisationList(input: OrganisationListInput): List<OrganisationPage, Organisation> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.partners.listOrganisations.infiniteQueryOptions(input, keysetPaging())),
  );
}

export function useExpenseList(input: ExpenseListInput, enabled = true): List<ExpensePage, Expense> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.partners.listExpenses.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

/**
 * An organisation's contacts, agreements and latest expenses (null: nothing open), and a
 * workshop's measured facts.
 */
export function useOrganisationDetail(
  id: string | null,
  workshop = false,
): {
  contacts: UseQueryResult<Contact[], PartnersError>;
  agreements: UseQueryResult<AgreementPage, PartnersError>;
  expenses: UseQueryResult<ExpensePage, PartnersError>;
  facts: UseQueryResult<PartnerFacts, PartnersError>;
} {
  const trpc = useTRPC();
  const none = '00000000-0000-4000-8000-000000000000';
  const enabled = id !== null;
  const contacts = useQuery(
    trpc.partners.listContacts.queryOptions({ organisationId: id ?? none }, { enabled }),
  );
  const agreements = useQuery(
    trpc.partners.listAgreements.queryOptions({ organisationId: id ?? none, limit: 50 }, { enabled }),
  );
  const expenses = useQuery(
    trpc.partners.listExpenses.queryOptions({ vendorOrganisationId: id ?? none, limit: 10 }, { enabled }),
  );
  const facts = useQuery(
    trpc.partners.facts.queryOptions({ id: id ?? none }, { enabled: enabled && workshop }),
  );
  return { contacts, agreements, expenses, facts };
}

export function useCosts(
  from: string,
  to: string,
  enabled = true,
): {
  summary: UseQueryResult<CostSummary, PartnersError>;
  vehicles: UseQueryResult<VehicleCost[], PartnersError>;
} {
  const trpc = useTRPC();
  const summary = useQuery(trpc.partners.costs.queryOptions({ from, to }, { enabled }));
  const vehicles = useQuery(trpc.partners.vehicleCosts.queryOptions({ from, to }, { enabled }));
  return { summary, vehicles };
}

/** Reads an organisation as it is now (after someone else changed it), for the form to offer it. */
export function useLatestOrganisation(): (id: string) => Promise<Organisation> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id) =>
    queryClient.fetchQuery({ ...trpc.partners.getOrganisation.queryOptions({ id }), staleTime: 0 });
}

export function useSaveOrganisation(): {
  create: UseMutationResult<Organisation, PartnersError, Inputs['createOrganisation'], unknown>;
  update: UseMutationResult<Organisation, PartnersError, Inputs['updateOrganisation'], unknown>;
} {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.partners.pathFilter());
  const create = useMutation(trpc.partners.createOrganisation.mutationOptions({ onSuccess }));
  const update = useMutation(trpc.partners.updateOrganisation.mutationOptions({ onSuccess }));
  return { create, update };
}

/** The driver's latest outlays (their home). */
export function useMyOutlays(): UseQueryResult<Outlay[], PartnersError> {
  const trpc = useTRPC();
  return useQuery(trpc.partners.myOutlays.queryOptions(undefined, { staleTime: 10_000 }));
}

/** Registers a driver's outlay; `refresh` reads their list again (after the receipt is sent). */
export function useRegisterOutlay(): {
  register: UseMutationResult<Outlay, PartnersError, Inputs['registerOutlay'], unknown>;
  refresh: () => Promise<void>;
} {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const register = useMutation(trpc.partners.registerOutlay.mutationOptions());
  return { register, refresh: () => queryClient.invalidateQueries(trpc.partners.myOutlays.queryFilter()) };
}

/** The client's vendors by name, for the expense form (fetched once it opens). */
export function useVendorOptions(
  enabled: boolean,
): UseQueryResult<{ id: string; name: string }[], PartnersError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.partners.organisationOptions.queryOptions({ kind: 'vendor' }, { enabled, staleTime: 60_000 }),
  );
}

/** Records an expense by hand; the lists, costs and checks are read again. */
export function useCreateExpense(): UseMutationResult<
  Expense,
  PartnersError,
  Inputs['createExpense'],
  unknown
> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.partners.createExpense.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.partners.pathFilter()),
    }),
  );
}

/** What is worth a second look on an expense as typed (null: not enough typed to ask). */
export function useExpenseChecksFor(
  input: Inputs['expenseChecks'] | null,
): UseQueryResult<ExpenseCheck[], PartnersError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.partners.expenseChecks.queryOptions(input ?? skipToken, {
      staleTime: 30_000,
      placeholderData: (previous) => previous,
    }),
  );
}
