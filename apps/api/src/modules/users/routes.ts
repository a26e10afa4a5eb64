import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDocumentResponseSchema,
  documentListResponseSchema,
  fileResponse,
  okMessageResponseSchema,
  profileResponseSchema,
  profileViewResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { actingMember } from '../../plugins/auth';
import { recordMemberAction } from './member-actions-repository';
import { attachment } from '../../lib/content-disposition';
import { createLocalFileStorage } from '../../lib/file-storage';
import { deleteDocument } from './delete-document';
import { downloadDocument } from './download-document';
import { getAvatar } from './get-avatar';
import { getProfile, type CountDeliveries } from './get-profile';
import { listDocuments } from './list-documents';
import {
  AVATAR_MAX_BYTES,
  avatarParamsSchema,
  DOCUMENT_MAX_BYTES,
  documentKindParamsSchema,
  profileUpdateBodySchema,
} from './profile-schemas';
import { readUpload } from './read-upload';
import { removeProfileImage } from './remove-profile-image';
import { updateProfile } from './update-profile';
import { documentStorageUsage, type DocumentBytesElsewhere, type StorageQuota } from './storage-quota';
import { uploadDocument, type RaiseUploadAlert } from './upload-document';
import { uploadProfileImage } from './upload-profile-image';

/**
 * Profile, profile picture and company documents (spec section 2 'Profile'). The password change, the data
 * export and closing the account are modules/account's.
 */
export async function usersRoutes(
  app: FastifyInstance,
  {
    ctx,
    raiseAlert,
    countDeliveries,
    documentBytesElsewhere,
  }: {
    ctx: Pick<Infrastructure, 'config' | 'db'>;
    raiseAlert: RaiseUploadAlert;
    countDeliveries: CountDeliveries;
    /** A truck partner's fleet documents count against the same storage (partners' `partnerDocumentBytes`). */
    documentBytesElsewhere: DocumentBytesElsewhere;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const quota: StorageQuota = { ...config.uploads, bytesElsewhere: documentBytesElsewhere };
  const storage = createLocalFileStorage(config.uploadsDir);
  // Per-route calls lower fileSize further (the avatar); these are the ceilings for anything multipart here.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const auth = { preHandler: app.authenticate };
  const tags = ['users'];

  r.get(
    '/profile',
    { ...auth, schema: { response: { 200: profileResponseSchema }, tags } },
    async (request) => {
      return { success: true as const, data: await getProfile(db, request.user.sub, countDeliveries) };
    },
  );

  r.put(
    '/profile',
    {
      ...auth,
      schema: { body: profileUpdateBodySchema, response: { 200: profileViewResponseSchema }, tags },
    },
    async (request) => {
      return { success: true as const, data: await updateProfile(db, request.user.sub, request.body) };
    },
  );

  r.post(
    '/upload-profile-image',
    { ...auth, schema: { response: { 200: profileViewResponseSchema }, tags } },
    async (request) => {
      const upload = await readUpload(request, 'profileImage', AVATAR_MAX_BYTES);
      return {
        success: true as const,
        data: await uploadProfileImage(db, storage, request.user.sub, upload),
      };
    },
  );

  r.delete(
    '/profile-image',
    { ...auth, schema: { response: { 200: profileViewResponseSchema }, tags } },
    async (request) => {
      return { success: true as const, data: await removeProfileImage(db, storage, request.user.sub) };
    },
  );

  // Public on purpose: <img> tags cannot send the bearer token. The URL holds the user's random id and a
  // version, and the picture is one the user chose to show.
  r.get(
    '/avatar/:userId',
    {
      schema: {
        params: avatarParamsSchema,
        response: { 200: fileResponse('image/webp', 'The profile picture') },
        tags,
      },
    },
    async (request, reply) => {
      const file = await getAvatar(db, storage, request.params.userId);
      return (
        reply
          .header('content-type', 'image/webp')
          .header('content-length', file.sizeBytes)
          .header('x-content-type-options', 'nosniff')
          // The URL changes whenever the picture does (?v=...), so a long cache is safe.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.body)
      );
    },
  );

  r.get(
    '/documents',
    { ...auth, schema: { response: { 200: documentListResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: {
          documents: await listDocuments(db, request.user.sub),
          storage: await documentStorageUsage(db, request.user.sub, quota),
        },
      };
    },
  );

  r.post(
    '/documents/:kind',
    {
      ...auth,
      schema: { params: documentKindParamsSchema, response: { 201: companyDocumentResponseSchema }, tags },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'document', DOCUMENT_MAX_BYTES);
      const document = await uploadDocument(
        db,
        storage,
        request.user.sub,
        request.params.kind,
        upload,
        quota,
        raiseAlert,
        (tx) => recordMemberAction(tx, actingMember(request), 'document.uploaded', request.params.kind),
      );
      return reply.code(201).send({ success: true as const, data: { document } });
    },
  );

  r.get(
    '/documents/:kind/file',
    {
      ...auth,
      schema: {
        params: documentKindParamsSchema,
        response: {
          200: fileResponse('application/octet-stream', 'The stored file, with its own content type'),
        },
        tags,
      },
    },
    async (request, reply) => {
      const { document, file, downloadName } = await downloadDocument(
        db,
        storage,
        request.user.sub,
        request.params.kind,
      );
      return reply
        .header('content-type', document.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', attachment(downloadName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  r.delete(
    '/documents/:kind',
    {
      ...auth,
      schema: { params: documentKindParamsSchema, response: { 200: okMessageResponseSchema }, tags },
    },
    async (request) => {
      await deleteDocument(db, storage, request.user.sub, request.params.kind, (tx) =>
        recordMemberAction(tx, actingMember(request), 'document.removed', request.params.kind),
      );
      return { success: true as const, message: 'Document deleted' };
    },
  );
}
