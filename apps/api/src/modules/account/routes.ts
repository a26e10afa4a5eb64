import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletionResponseSchema,
  accountDeletionSchema,
  DATA_RIGHTS_TEXT,
  fileResponse,
  okMessageResponseSchema,
  passwordChangeSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import type { PoolRefresher } from '../shared-trucks/background/pool-refresher';
import { actingUserId } from '../../plugins/auth';
import { attachment } from '../../lib/content-disposition';
import { createLocalFileStorage } from '../../lib/file-storage';
import { exportUserData } from './export-user-data';
import { changePassword } from './change-password';
import { eraseMembersOfClosedOrganisation } from './close-organisation';
import { deleteAccount } from './delete-account';
import { otherMemberIds } from '../users/organisations-repository';

/**
 * The account's life: changing its password, exporting its data and closing it (spec section 2 'Profile'; served
 * under /api/users beside the profile). The export and the closing reach into every feature that holds the user's
 * records, so this module sits above them all.
 */
export async function accountRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db'> & { poolReplanner: Pick<PoolRefresher, 'request'> } },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const storage = createLocalFileStorage(config.uploadsDir);
  const auth = { preHandler: app.authenticate };
  const tags = ['users'];
  // The password routes are bounded like sign-in, against guessing with a stolen access token; reading everything
  // a user has is heavier than any other read, and bounded the same.
  const sensitiveLimit = {
    rateLimit: { max: config.rateLimits.authPerIp, timeWindow: config.rateLimits.windowMs },
  };

  r.put(
    '/password',
    {
      ...auth,
      schema: { body: passwordChangeSchema, response: { 200: okMessageResponseSchema }, tags },
      config: sensitiveLimit,
    },
    async (request) => {
      await changePassword(
        db,
        { sub: actingUserId(request), fam: request.user.fam },
        request.body,
        config.passwordHash,
      );
      return { success: true as const, message: 'Password updated successfully' };
    },
  );

  r.delete(
    '/me',
    {
      ...auth,
      schema: { body: accountDeletionSchema, response: { 200: accountDeletionResponseSchema }, tags },
      config: sensitiveLimit,
    },
    async (request) => {
      const actor = actingUserId(request);
      // The owner closes the organisation's account; a member closes only their own sign-in and personal data.
      const members = actor === request.user.sub ? await otherMemberIds(db, actor) : [];
      const data = await deleteAccount(
        { db, storage, requestPoolReplan: () => ctx.poolReplanner.request(), log: request.log },
        actor,
        request.body.password,
        new Date(),
      );
      await eraseMembersOfClosedOrganisation(db, members);
      return { success: true as const, message: DATA_RIGHTS_TEXT.deleted, data };
    },
  );

  r.get(
    '/me/export',
    {
      ...auth,
      schema: {
        response: { 200: fileResponse('application/zip', 'Everything the account holds, as a ZIP archive') },
        tags,
      },
      config: sensitiveLimit,
    },
    async (request, reply) => {
      const { archive, fileName } = await exportUserData(
        db,
        storage,
        request.user.sub,
        new Date(),
        request.log,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
}
