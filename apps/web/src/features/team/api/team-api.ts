import {
  invitationLinkResponseSchema,
  invitationPreviewResponseSchema,
  okMessageResponseSchema,
  teamAuthResponseSchema,
  teamResponseSchema,
  type AcceptTeamInvitation,
  type CreateInvitation,
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
