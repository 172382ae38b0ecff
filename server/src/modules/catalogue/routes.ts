import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  castAndCrewParamsSchema,
  castAndCrewQuerySchema,
  catalogueMenuAnswerSchema,
  catalogueMenuDataAnswerSchema,
  catalogueMenuDataQuerySchema,
  catalogueMenuQuerySchema,
  catalogueStructureAnswerSchema,
  catalogueTabAnswerSchema,
  catalogueTabQuerySchema,
  idParam,
  metaOnlyAnswerSchema,
  recommendationsAnswerSchema,
  recommendationsParamsSchema,
  vodTitlesAnswerSchema,
  vodTitlesBodySchema,
  vodTitlesQuerySchema,
} from '@app/domain';
import { AppError } from '#app/errors.ts';
import type { ResponseCacheRouteConfig } from '#app/http/response-cache/index.ts';
import { parentalLimitOf } from '#app/modules/auth/request-parental-limit.ts';
import type { CatalogueService } from './service.ts';

/**
 * Answers made from the catalogue alone, kept as bytes until an import (http/response-cache/); a
 * household's session may narrow what they list (e.g. a parental limit).
 */
const CATALOGUE_ANSWER = {
  responseCache: { scope: 'catalogue', variesBySession: true } satisfies ResponseCacheRouteConfig,
};
/** The same for everyone, except My Stuff, which is the household's own. */
const MENU_ANSWER = {
  responseCache: {
    scope: 'catalogue',
    bypassWhenSignedIn: true,
  } satisfies ResponseCacheRouteConfig,
};

/** Catalogue browsing calls (account spec §7). */
export async function catalogueModule(
  parent: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  /** The signed-in household, or null when anonymous; read only by calls that need it. */
  const householdOf = (request: FastifyRequest) => async () =>
    (await request.currentSession())?.householdId ?? null;

  app.get(
    '/v3/vod/catalogue/tab',
    {
      schema: { querystring: catalogueTabQuerySchema, response: answers(catalogueTabAnswerSchema) },
      config: CATALOGUE_ANSWER,
    },
    async (request) => catalogue.tab(request.query, await parentalLimitOf(request)),
  );

  app.get(
    '/v3/vod/castandcrew/:castName',
    {
      schema: {
        params: castAndCrewParamsSchema,
        querystring: castAndCrewQuerySchema,
        response: answers(catalogueTabAnswerSchema),
      },
      config: CATALOGUE_ANSWER,
    },
    async (request) =>
      catalogue.castAndCrew(request.params.castName, request.query, await parentalLimitOf(request)),
  );

  app.post(
    '/v3/vod/titles',
    {
      schema: {
        querystring: vodTitlesQuerySchema,
        body: vodTitlesBodySchema,
        response: answers(vodTitlesAnswerSchema),
      },
      config: CATALOGUE_ANSWER,
    },
    async (request) =>
      catalogue.titles(request.body, request.query.content_class, await parentalLimitOf(request)),
  );

  // Account spec §5: related titles need a title. Without one, or with one that is not an id,
  // the answer is 'No title specified' rather than a generic 404.
  const noTitle = () => new AppError('ERR_VALIDATION', 'No title specified');
  app.get(
    '/v3/editorial/recommendations/vod',
    { schema: { response: answers(metaOnlyAnswerSchema) } },
    async () => {
      throw noTitle();
    },
  );
  app.get(
    '/v3/editorial/recommendations/vod/:id',
    {
      schema: {
        params: recommendationsParamsSchema,
        response: answers(recommendationsAnswerSchema),
      },
      config: CATALOGUE_ANSWER,
    },
    async (request) => {
      const id = idParam.safeParse(request.params.id);
      if (!id.success) throw noTitle();
      return catalogue.recommendations(id.data, await parentalLimitOf(request));
    },
  );

  app.get(
    '/v4/catalogue/menu',
    {
      schema: {
        querystring: catalogueMenuQuerySchema,
        response: answers(catalogueMenuAnswerSchema),
      },
      config: MENU_ANSWER,
    },
    async (request) => ({ descriptor: catalogue.menus.descriptor(request.query.name) }),
  );

  app.get(
    '/v4/catalogue/menu/data',
    {
      schema: {
        querystring: catalogueMenuDataQuerySchema,
        response: answers(catalogueMenuDataAnswerSchema),
      },
      config: MENU_ANSWER,
    },
    async (request) =>
      catalogue.menus.data(request.query, householdOf(request), await parentalLimitOf(request)),
  );

  app.get(
    '/v4/catalogue/structure',
    {
      schema: {
        querystring: catalogueMenuQuerySchema,
        response: answers(catalogueStructureAnswerSchema),
      },
      config: MENU_ANSWER,
    },
    async (request) =>
      catalogue.menus.structure(
        request.query.name,
        householdOf(request),
        await parentalLimitOf(request),
      ),
  );
}
