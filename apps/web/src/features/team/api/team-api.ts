import type {
  invitationLinkResponseSchema,
  invitationPreviewResponseSchema,
  okMessageResponseSchema,
  teamAuthResponseSchema,
  teamHistoryResponseSchema,
  teamResponseSchema,
  AcceptTeamInvitation,
  CreateInvitation,
  TeamHistoryQuery,
} from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** The team's calls (issue 37), each typed by the schema its route declares. */
export const getTeam = (signal?: AbortSignal) =>
  api.get<typeof teamResponseSchema>('/api/team', signal).then((r) => r.data);

export const createInvitation = (body: CreateInvitation) =>
  api.post<typeof invitationLinkResponseSchema>('/api/team/invitations', body).then((r) => r.data.link);

export const removeMember = (userId: string) =>
  api.delete<typeof okMessageResponseSchema>(`/api/team/members/${encodeURIComponent(userId)}`);

export const withdrawInvitation = (id: string) =>
  api.delete<typeof okMessageResponseSchema>(`/api/team/invitations/${encodeURIComponent(id)}`);

const joinPath = (token: string) => `/api/team/join/${encodeURIComponent(token)}`;

export const previewInvitation = (token: string, signal?: AbortSignal) =>
  api.get<typeof invitationPreviewResponseSchema>(joinPath(token), signal).then((r) => r.data);

export const acceptInvitation = (token: string, body: AcceptTeamInvitation) =>
  api.post<typeof teamAuthResponseSchema>(joinPath(token), body);

/** Who did what, newest first, narrowed to one member and/or one kind of action. */
export const getTeamHistory = (filter: TeamHistoryQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (filter.member) params.set('member', filter.member);
  if (filter.action) params.set('action', filter.action);
  const query = params.toString();
  return api
    .get<typeof teamHistoryResponseSchema>(`/api/team/history${query ? `?${query}` : ''}`, signal)
    .then((r) => r.data.actions);
};
