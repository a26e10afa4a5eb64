import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptTeamInvitationSchema,
  createInvitationSchema,
  invitationIdParamsSchema,
  invitationLinkResponseSchema,
  invitationPreviewResponseSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  okMessageResponseSchema,
  TEAM_MESSAGES,
  teamAuthResponseSchema,
  teamHistoryQuerySchema,
  teamHistoryResponseSchema,
  teamResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { createAfterResponse } from '../../lib/after-response';
import { createMailer } from '../../lib/mailer';
import { authLimits } from '../auth/auth-limits';
import { issueSession } from '../auth/sessions';
import { toPublicUser } from '../users/users-repository';
import { acceptInvitation, createInvitation, findOpenInvitation, invitationDto } from './invitations';
import {
  listTeam,
  organisationOfAccount,
  removeTeamMember,
  teamHistory,
  withdrawInvitation,
} from './members';

/** /api/team (issue 37): the owner's Team page, and the invitation link an invitee opens. */
export async function teamRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'redis'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const tags = ['team'];
  const auth = { preHandler: app.authenticate };
  const mailer = createMailer(config.mail, app.log);
  const afterResponse = createAfterResponse(app.log);
  app.addHook('onClose', () => afterResponse.drain());
  const { perIp } = authLimits(ctx);

  r.get('/', { ...auth, schema: { response: { 200: teamResponseSchema }, tags } }, async (request) => {
    const org = await organisationOfAccount(db, request.user.sub);
    return { success: true as const, data: await listTeam(db, org) };
  });

  r.get(
    '/history',
    {
      ...auth,
      schema: { querystring: teamHistoryQuerySchema, response: { 200: teamHistoryResponseSchema }, tags },
    },
    async (request) => {
      const org = await organisationOfAccount(db, request.user.sub);
      const { member, action } = request.query;
      return {
        success: true as const,
        data: { actions: await teamHistory(db, org, { actorUserId: member, action }) },
      };
    },
  );

  r.post(
    '/invitations',
    {
      ...auth,
      schema: { body: createInvitationSchema, response: { 201: invitationLinkResponseSchema }, tags },
    },
    async (request, reply) => {
      const org = await organisationOfAccount(db, request.user.sub);
      const { row, link, mail } = await createInvitation(db, org, request.body, config.linkBaseUrl);
      if (mail) afterResponse.run('team invitation', () => mailer.send(mail));
      return reply.code(201).send({ success: true as const, data: { invitation: invitationDto(row), link } });
    },
  );

  r.delete(
    '/invitations/:id',
    {
      ...auth,
      schema: { params: invitationIdParamsSchema, response: { 200: okMessageResponseSchema }, tags },
    },
    async (request) => {
      const org = await organisationOfAccount(db, request.user.sub);
      await withdrawInvitation(db, org, request.params.id);
      return { success: true as const, message: 'Invitation withdrawn' };
    },
  );

  r.delete(
    '/members/:userId',
    {
      ...auth,
      schema: { params: memberParamsSchema, response: { 200: okMessageResponseSchema }, tags },
    },
    async (request) => {
      const org = await organisationOfAccount(db, request.user.sub);
      await removeTeamMember(db, org, request.params.userId);
      return { success: true as const, message: TEAM_MESSAGES.memberRemoved };
    },
  );

  r.get(
    '/join/:token',
    {
      schema: {
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewResponseSchema },
        tags,
      },
      config: { rateLimit: perIp },
    },
    async (request) => {
      const { invitation, company } = await findOpenInvitation(db, request.params.token);
      return {
        success: true as const,
        data: { company, role: invitationDto(invitation).role, email: invitation.email },
      };
    },
  );

  r.post(
    '/join/:token',
    {
      schema: {
        params: invitationTokenParamsSchema,
        body: acceptTeamInvitationSchema,
        response: { 201: teamAuthResponseSchema },
        tags,
      },
      config: { rateLimit: perIp },
    },
    async (request, reply) => {
      const user = await acceptInvitation(
        db,
        request.params.token,
        request.body,
        config.passwordHash,
        request.language,
      );
      const { tokens, memberRole } = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return reply
        .code(201)
        .send({ success: true as const, ...tokens, user: toPublicUser(user, memberRole) });
    },
  );
}
