import {
  adminProfileFieldsSchema,
  aiFiltersInputSchema,
  type ProfilePatch,
  profilePatchSchema,
  readOnlyPart,
  refusedSubmissionKey,
} from '@shared/admin-schema';
import { familyRequirementsSchema } from '@shared/family-requirements';
import { heldEditsDecisionSchema } from '@shared/held-text';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@shared/idempotency';
import { pathIdSchema } from '@shared/ids';
import { profileSchema } from '@shared/profile-schema';
import { profileCreatedSchema, profileResponseSchema, profileViewSchema } from '@shared/profile-view';
import { baseVersionSchema, VERSION_MESSAGES, withBaseVersion } from '@shared/versions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSignedIn, type Viewer } from '../auth/viewer';
import { HttpError, httpError } from '../http/errors';
import type { IdempotencyService } from '../idempotency/service';
import type { ProfilesService, SentRequirements } from './service';

/** `/api/profile/:id`: plain decimal digits only (issue 14; `+1` or `0x10` is a 400, not profile 1 or 16). */
const params = z.object({ id: pathIdSchema() });

/** The body as sent, before the profile schema drops the admin fields; read only for matchmakers. */
const submitted = new WeakMap<FastifyRequest, unknown>();
/** Keeps the body as sent, and refuses (400) a key the sender may not save before anything is read. */
const keepSubmitted = async (request: FastifyRequest) => {
  // PUT takes the whole profile back (SPEC §7): its read-only fields are compared with the stored ones later.
  const roundTrip = request.method === 'PUT';
  const refused = refusedSubmissionKey(request.body, request.viewer.kind === 'admin', roundTrip);
  if (refused) throw httpError(400, refused);
  submitted.set(request, request.body);
};

/**
 * The read-only fields a whole-profile PUT carried, each to equal the stored value (decision 048); `version`
 * is not one of them: it is the version the profile was read with, the write's base (decision 055).
 */
const readOnlyOf = (request: FastifyRequest) => {
  const { version, ...readOnly } = readOnlyPart(submitted.get(request), request.viewer.kind === 'admin');
  // A write that names its version is checked by it, not by the time of the change it was read after.
  if (version !== undefined) delete readOnly.updatedAt;
  return readOnly;
};

/** The version a whole-profile PUT was based on: undefined when it names none (SPEC §7's call). */
function baseVersionOf(request: FastifyRequest): number | undefined {
  const body = submitted.get(request) as { version?: unknown } | undefined;
  if (body?.version === undefined) return undefined;
  const parsed = baseVersionSchema.safeParse(body.version);
  if (!parsed.success) throw httpError(400, VERSION_MESSAGES.version);
  return parsed.data;
}

function adminFieldsOf(request: FastifyRequest) {
  if (request.viewer.kind !== 'admin') return {};
  const parsed = adminProfileFieldsSchema.safeParse(submitted.get(request));
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return parsed.data;
}

/**
 * The partner requirements sent with the whole profile (`aiFilters`); undefined when none were sent. A
 * matchmaker's are every requirement; a family's only those its form sets (decision 059), and another key
 * is refused whole, before anything is saved.
 */
function aiFiltersOf(request: FastifyRequest): SentRequirements | undefined {
  const body = submitted.get(request) as { aiFilters?: unknown } | undefined;
  if (body?.aiFilters === undefined) return undefined;
  const byFamily = request.viewer.kind !== 'admin';
  const parsed = (byFamily ? familyRequirementsSchema : aiFiltersInputSchema).safeParse(body.aiFilters);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['aiFilters', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new HttpError(400, errors[0]?.message ?? 'The request is not valid.', { errors });
  }
  return { filters: parsed.data, byFamily };
}

/**
 * PATCH /api/profile/{id}: the operation the body names. `profilePatchSchema` chose the body by its keys, with
 * its own messages; each body is one service function.
 */
function patchProfile(
  service: ProfilesService,
  viewer: Viewer,
  id: number,
  patch: ProfilePatch,
  base?: number,
) {
  if ('familyEditsSeen' in patch) return service.markFamilyEditsSeen(viewer, id, patch, base);
  if ('verifications' in patch) return service.setVerifications(viewer, id, patch, base);
  if ('aiFilters' in patch) return service.setRequirements(viewer, id, patch, base);
  if ('status' in patch) return service.changeStatus(viewer, id, patch, base);
  if ('paidFee' in patch) return service.setPaidFee(viewer, id, patch, base);
  return service.setAdminSettings(viewer, id, patch, base);
}

/** The submission's `Idempotency-Key`, already checked by the route's header schema; undefined when absent. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' ? key : undefined;
}

export function profilesRoutes(
  service: ProfilesService,
  limitSubmissions: (request: FastifyRequest) => Promise<void>,
  once: IdempotencyService,
  erase: (viewer: Viewer, id: number) => Promise<void>,
) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile',
      {
        preValidation: keepSubmitted,
        schema: {
          body: profileSchema,
          headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }),
          response: { 201: z.union([profileViewSchema, profileCreatedSchema]) },
        },
      },
      async (request, reply) => {
        const create = async () => {
          await limitSubmissions(request);
          return service.create(request.viewer, request.body, adminFieldsOf(request), aiFiltersOf(request));
        };
        // A submission sent again after a dropped connection answers the first one's profile (issue 19).
        const key = idempotencyKeyOf(request);
        const id = key === undefined ? await create() : await once.once(key, submitted.get(request), create);
        reply.code(201);
        // A family learns only its new id; a matchmaker gets the whole profile back.
        return request.viewer.kind === 'admin' ? service.view(request.viewer, id) : { _id: id };
      },
    );

    api.get(
      '/api/profile/:id',
      {
        schema: {
          params,
          querystring: z.object({ withConnections: z.enum(['true', 'false']).optional() }),
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => {
        const viewer = requireSignedIn(request);
        return service.get(viewer, request.params.id, request.query.withConnections === 'true');
      },
    );

    api.put(
      '/api/profile/:id',
      {
        preValidation: keepSubmitted,
        schema: { params, body: profileSchema, response: { 200: profileViewSchema } },
      },
      async (request) => {
        const viewer = requireSignedIn(request);
        await service.update(
          viewer,
          request.params.id,
          request.body,
          adminFieldsOf(request),
          aiFiltersOf(request),
          readOnlyOf(request),
          baseVersionOf(request),
        );
        return service.view(viewer, request.params.id);
      },
    );

    api.patch(
      '/api/profile/:id',
      {
        schema: { params, body: withBaseVersion(profilePatchSchema), response: { 200: profileViewSchema } },
      },
      async (request) => {
        const viewer = requireAdmin(request);
        await patchProfile(service, viewer, request.params.id, request.body.body, request.body.version);
        return service.view(viewer, request.params.id);
      },
    );

    // A family's held text (decision 048), matchmakers only: approve moves it into the profile, decline drops it.
    for (const [path, decide] of [
      ['approve', service.approveHeld],
      ['decline', service.declineHeld],
    ] as const) {
      api.post(
        `/api/profile/:id/held-edits/${path}`,
        {
          preValidation: async (request) => {
            requireAdmin(request);
          },
          schema: {
            params,
            body: withBaseVersion(heldEditsDecisionSchema.optional()),
            response: { 200: profileViewSchema },
          },
        },
        async (request) => {
          const viewer = requireAdmin(request);
          await decide(viewer, request.params.id, request.body.body ?? {}, request.body.version);
          return service.view(viewer, request.params.id);
        },
      );
    }

    api.post(
      '/api/profile/:id/access-token',
      { schema: { params, response: { 200: profileViewSchema } } },
      async (request) => {
        const viewer = requireAdmin(request);
        await service.rotateAccessToken(viewer, request.params.id);
        return service.view(viewer, request.params.id);
      },
    );

    // By a matchmaker or by the family itself (decision 060): the profile and everything of it is erased.
    api.delete('/api/profile/:id', { schema: { params } }, async (request, reply) => {
      await erase(requireSignedIn(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
