import { dayPlanMoveInputSchema, dayPlanQuerySchema, dayPlanResponseSchema } from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Infrastructure } from '../../lib/infrastructure';
import { getDayPlan } from './get-day-plan';
import { movePlanJob } from './move-plan-job';
import type { MoveAssignment } from './refresh-day-plan';

/** Fleet day plans of the signed-in partner (issue 15). Another partner's job or vehicle answers 404. */
export async function dayPlansRoutes(
  app: FastifyInstance,
  {
    ctx,
    moveAssignment,
  }: {
    ctx: Pick<Infrastructure, 'db'>;
    /** Moves a job's driver assignment with the job (modules/tracking). */
    moveAssignment: MoveAssignment;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['partner day plans'];
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('partner'));

  r.get(
    '/day-plan',
    { schema: { querystring: dayPlanQuerySchema, response: { 200: dayPlanResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: { plan: await getDayPlan(db, request.user.sub, request.query.date, new Date()) },
    }),
  );

  r.post(
    '/day-plan/moves',
    { schema: { body: dayPlanMoveInputSchema, response: { 200: dayPlanResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: { plan: await movePlanJob(db, moveAssignment, request.user.sub, request.body, new Date()) },
    }),
  );
}
