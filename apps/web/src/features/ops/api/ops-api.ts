import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitation,
  ChangeOperatorPassword,
  DocumentReviewStatus,
  ExceptionKind,
  OperatorSignIn,
  ResolveException,
  OutboxMessage,
} from '@logisaathi/domain';
import type {
  accountStatusResponseSchema,
  auditLogResponseSchema,
  dispatchActionResponseSchema,
  exceptionResponseSchema,
  exceptionsResponseSchema,
  fakeChannelMessagesResponseSchema,
  fleetResponseSchema,
  outboxListResponseSchema,
  okMessageResponseSchema,
  waitingDeliveriesResponseSchema,
  creditNoteResponseSchema,
  invitationCreatedResponseSchema,
  invitationViewResponseSchema,
  operatorAuthResponseSchema,
  opsAccountsResponseSchema,
  opsPaymentsResponseSchema,
  partnerPayoutResponseSchema,
  paymentResponseSchema,
  reviewDocumentResponseSchema,
  reviewQueueResponseSchema,
} from '@logisaathi/domain';
import { api, type Answer } from '@/lib/api-client';

export const signInOperator = (body: OperatorSignIn) =>
  api.post<typeof operatorAuthResponseSchema>('/api/ops/auth/sign-in', body);

export type InvitationView = Answer<typeof invitationViewResponseSchema>['data'];

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['ops', 'invitation', token],
    queryFn: ({ signal }) =>
      api
        .get<typeof invitationViewResponseSchema>(`/api/ops/invitations/${encodeURIComponent(token)}`, signal)
        .then((r) => r.data),
    retry: false,
  });
}

export const acceptInvitation = (token: string, body: AcceptInvitation) =>
  api.post<typeof operatorAuthResponseSchema>(
    `/api/ops/invitations/${encodeURIComponent(token)}/accept`,
    body,
  );

export function useInviteOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api
        .post<typeof invitationCreatedResponseSchema>('/api/ops/invitations', { email })
        .then((r) => r.data.invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'audit'] }),
  });
}

export function useReviewQueue(status: DocumentReviewStatus) {
  return useQuery({
    queryKey: ['ops', 'documents', status],
    queryFn: ({ signal }) =>
      api
        .get<typeof reviewQueueResponseSchema>(`/api/ops/documents?status=${status}`, signal)
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
        .post<typeof reviewDocumentResponseSchema>(
          `/api/ops/documents/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`,
          decision.approve ? {} : { reason: decision.reason },
        )
        .then((r) => r.data.document),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** A payment waiting for the operator, as GET /api/billing/ops/payments lists it. */
export type OpsPayment = Answer<typeof opsPaymentsResponseSchema>['data']['payments'][number];

export function useOpsPayments() {
  return useQuery({
    queryKey: ['ops', 'payments'],
    queryFn: ({ signal }) =>
      api
        .get<typeof opsPaymentsResponseSchema>('/api/billing/ops/payments', signal)
        .then((r) => r.data.payments),
  });
}

export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api.post<typeof paymentResponseSchema>(
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
      api.post<typeof creditNoteResponseSchema>(
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
        .post<typeof partnerPayoutResponseSchema>('/api/billing/ops/partner-payouts', body)
        .then((r) => r.data.ledger),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useOpsAccounts(q: string) {
  return useQuery({
    queryKey: ['ops', 'accounts', q],
    queryFn: ({ signal }) =>
      api
        .get<typeof opsAccountsResponseSchema>(`/api/ops/accounts?q=${encodeURIComponent(q)}`, signal)
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
        .get<typeof auditLogResponseSchema>(`/api/ops/audit?${params.toString()}`, signal)
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
        .get<typeof waitingDeliveriesResponseSchema>('/api/ops/dispatch', signal)
        .then((r) => r.data.deliveries),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export function useFleet() {
  return useQuery({
    queryKey: ['ops', 'fleet'],
    queryFn: ({ signal }) =>
      api.get<typeof fleetResponseSchema>('/api/ops/fleet', signal).then((r) => r.data.vehicles),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export type DispatchOutcome = Answer<typeof dispatchActionResponseSchema>['data'];

export type DispatchAction =
  | { kind: 'assign'; id: string; vehicleId: string; reason: string }
  | { kind: 'reoffer'; id: string; reason: string }
  | { kind: 'cancel'; id: string; reason: string };

export function useDispatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, ...body }: DispatchAction) =>
      api
        .post<typeof dispatchActionResponseSchema>(
          `/api/ops/dispatch/${encodeURIComponent(id)}/${kind}`,
          body,
        )
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useSuspendAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason: string }) =>
      api.post<typeof accountStatusResponseSchema>(
        `/api/ops/accounts/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'restore'}`,
        { reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export function useChangeOperatorPassword() {
  return useMutation({
    mutationFn: (body: ChangeOperatorPassword) =>
      api.post<typeof okMessageResponseSchema>('/api/ops/auth/password', body).then((r) => r.message),
  });
}

/** The exceptions queue (issue 33): open (urgent, then newest) or resolved, all kinds or one. */
export function useExceptions(filter: { kind: ExceptionKind | ''; status: 'open' | 'resolved' }) {
  return useQuery({
    queryKey: ['ops', 'exceptions', filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status: filter.status });
      if (filter.kind) query.set('kind', filter.kind);
      return api
        .get<typeof exceptionsResponseSchema>(`/api/ops/exceptions?${query.toString()}`, signal)
        .then((r) => r.data.exceptions);
    },
  });
}

export function useResolveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveException }) =>
      api
        .post<typeof exceptionResponseSchema>(`/api/ops/exceptions/${encodeURIComponent(id)}/resolve`, body)
        .then((r) => r.data.exception),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** The notification outbox by state (issue 33: what README said to read with curl), newest first. */
export type OutboxState = OutboxMessage['state'];

export function useOutbox(state: OutboxState | '') {
  return useQuery({
    queryKey: ['ops', 'notifications', state],
    queryFn: ({ signal }) =>
      api
        .get<typeof outboxListResponseSchema>(
          `/api/ops/notifications${state ? `?state=${state}` : ''}`,
          signal,
        )
        .then((r) => r.data),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

/** What the local fake channels recorded (a deployment without providers), newest first. */
export function useFakeMessages(enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'notifications', 'fakes'],
    queryFn: ({ signal }) =>
      api
        .get<typeof fakeChannelMessagesResponseSchema>(
          '/api/ops/notifications/fake-messages?limit=100',
          signal,
        )
        .then((r) => r.data.messages),
    enabled,
  });
}

/** Sends a dead letter again (audited as notification.resent). */
export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api
        .post<typeof okMessageResponseSchema>(`/api/ops/notifications/${encodeURIComponent(id)}/retry`)
        .then((r) => r.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'notifications'] }),
  });
}
