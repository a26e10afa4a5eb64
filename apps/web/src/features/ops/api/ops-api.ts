import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitation,
  AuditEntry,
  ChangeOperatorPassword,
  FleetVehicle,
  WaitingDelivery,
  DocumentReviewStatus,
  OperatorSignIn,
  OpsAccount,
  PartnerLedger,
  PaymentSummary,
  ReviewDocument,
} from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import type { AuthResult } from '@/lib/session';

export const signInOperator = (body: OperatorSignIn) => api.post<AuthResult>('/api/ops/auth/sign-in', body);

export interface InvitationView {
  email: string;
  totpSecret: string;
  otpauthUri: string;
  qrSvg: string;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['ops', 'invitation', token],
    queryFn: ({ signal }) =>
      api
        .get<{ data: InvitationView }>(`/api/ops/invitations/${encodeURIComponent(token)}`, signal)
        .then((r) => r.data),
    retry: false,
  });
}

export const acceptInvitation = (token: string, body: AcceptInvitation) =>
  api.post<AuthResult>(`/api/ops/invitations/${encodeURIComponent(token)}/accept`, body);

export function useInviteOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api
        .post<{ data: { invitation: { email: string; link: string; expiresAt: string } } }>(
          '/api/ops/invitations',
          { email },
        )
        .then((r) => r.data.invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'audit'] }),
  });
}

export function useReviewQueue(status: DocumentReviewStatus) {
  return useQuery({
    queryKey: ['ops', 'documents', status],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { documents: ReviewDocument[] } }>(`/api/ops/documents?status=${status}`, signal)
        .then((r) => r.data.documents),
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
    }: {
      id: string;
      decision: { approve: true } | { approve: false; reason: string };
    }) =>
      api
        .post<{ data: { document: ReviewDocument } }>(
          `/api/ops/documents/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`,
          decision.approve ? {} : { reason: decision.reason },
        )
        .then((r) => r.data.document),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** A payment waiting for the operator, as GET /api/billing/ops/payments lists it (conflict fields when present). */
export type OpsPayment = PaymentSummary & {
  company: string | null;
  email: string | null;
  invoiceTotalPaise: number;
  /** Another business claims the same UTR (when the API reports conflicts). */
  conflict?: unknown;
};

export function useOpsPayments() {
  return useQuery({
    queryKey: ['ops', 'payments'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { payments: OpsPayment[] } }>('/api/billing/ops/payments', signal)
        .then((r) => r.data.payments),
  });
}

export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api.post<{ data: { payment: PaymentSummary } }>(
        `/api/billing/ops/payments/${encodeURIComponent(id)}/${reason === undefined ? 'confirm' : 'reject'}`,
        reason === undefined ? {} : { reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useCreditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      reason,
      taxablePaise,
    }: {
      invoiceId: string;
      reason: string;
      taxablePaise?: number;
    }) =>
      api.post<{ data: { creditNote: { number: string; totalPaise: number } } }>(
        `/api/billing/ops/invoices/${encodeURIComponent(invoiceId)}/credit-notes`,
        taxablePaise === undefined ? { reason } : { reason, taxablePaise },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { partnerId: string; amountPaise: number; reference: string }) =>
      api
        .post<{ data: { ledger: PartnerLedger } }>('/api/billing/ops/partner-payouts', body)
        .then((r) => r.data.ledger),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useOpsAccounts(q: string) {
  return useQuery({
    queryKey: ['ops', 'accounts', q],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { accounts: OpsAccount[] } }>(`/api/ops/accounts?q=${encodeURIComponent(q)}`, signal)
        .then((r) => r.data.accounts),
    enabled: q.length >= 2,
  });
}

export function useAuditLog(filter: { action: string; q: string }) {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: ['ops', 'audit', filter],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { entries: AuditEntry[] } }>(`/api/ops/audit?${params.toString()}`, signal)
        .then((r) => r.data.entries),
  });
}

export const auditCsvUrl = (filter: { action: string; q: string }) => {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.q) params.set('q', filter.q);
  return `/api/ops/audit.csv?${params.toString()}`;
};

/** The dispatch monitor's lists refresh on their own every half minute (and after every action). */
const MONITOR_REFRESH_MS = 30_000;

export function useWaitingDeliveries() {
  return useQuery({
    queryKey: ['ops', 'dispatch'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { deliveries: WaitingDelivery[] } }>('/api/ops/dispatch', signal)
        .then((r) => r.data.deliveries),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export function useFleet() {
  return useQuery({
    queryKey: ['ops', 'fleet'],
    queryFn: ({ signal }) =>
      api.get<{ data: { vehicles: FleetVehicle[] } }>('/api/ops/fleet', signal).then((r) => r.data.vehicles),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export interface DispatchOutcome {
  deliveryId: string;
  outcome: 'assigned' | 'offered' | 'cancelled';
  vehicle: string | null;
  offers: number;
}

export type DispatchAction =
  | { kind: 'assign'; id: string; vehicleId: string; reason: string }
  | { kind: 'reoffer'; id: string; reason: string }
  | { kind: 'cancel'; id: string; reason: string };

export function useDispatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, ...body }: DispatchAction) =>
      api
        .post<{ data: DispatchOutcome }>(`/api/ops/dispatch/${encodeURIComponent(id)}/${kind}`, body)
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useSuspendAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason: string }) =>
      api.post(`/api/ops/accounts/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'restore'}`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useChangeOperatorPassword() {
  return useMutation({
    mutationFn: (body: ChangeOperatorPassword) =>
      api.post<{ message: string }>('/api/ops/auth/password', body).then((r) => r.message),
  });
}
