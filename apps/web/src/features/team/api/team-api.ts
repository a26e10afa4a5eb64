import {
  invitationLinkResponseSchema,
  invitationPreviewResponseSchema,
  okMessageResponseSchema,
  teamAuthResponseSchema,
  teamHistoryResponseSchema,
  teamResponseSchema,
  type AcceptTeamInvitation,
  type CreateInvitation,
  type TeamHistoryQuery,
} from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** The team's calls (issue 37), each typed by the schema its route declares. */
export const getTeam = (signal?: AbortSignal) =>
  api.get('/api/team', teamResponseSchema, signal).then((r) => r.data);

export const createInvitation = (body: CreateInvitation) =>
  api.post('/api/team/invitations', invitationLinkResponseSchema, body).then((r) => r.data.link);

export const removeMember = (userId: string) =>
  api.delete(`/api/team/members/${encodeURIComponent(userId)}`, okMessageResponseSchema);

export const withdrawInvitation = (id: string) =>
  api.delete(`/api/team/invitations/${encodeURIComponent(id)}`, okMessageResponseSchema);

const joinPath = (token: string) => `/api/team/join/${encodeURIComponent(token)}`;

export const previewInvitation = (token: string, signal?: AbortSignal) =>
  api.get(joinPath(token), invitationPreviewResponseSchema, signal).then((r) => r.data);

export const acceptInvitation = (token: string, body: AcceptTeamInvitation) =>
  api.post(joinPath(token), teamAuthResponseSchema, body);

/** Who did what, newest first, narrowed to one member and/or one kind of action. */
export const getTeamHistory = (filter: TeamHistoryQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (filter.member) params.set('member', filter.member);
  if (filter.action) params.set('action', filter.action);
  const query = params.toString();
  return api
    .get(`/api/team/history${query ? `?${query}` : ''}`, teamHistoryResponseSchema, signal)
    .then((r) => r.data.actions);
};
