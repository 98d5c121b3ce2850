import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateProjectBody, IdParam, ListOf, ListQuery, Project, UpdateProjectBody } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Projects'];

export const projectsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const projects = deps.eval.projects;

  app.post('/projects', {
    schema: {
      tags,
      security: bearer,
      summary: 'Create a project',
      body: CreateProjectBody,
      response: { 201: Project, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await projects.create(contextOf(request), request.body)),
  });

  app.get('/projects', {
    schema: {
      tags,
      security: bearer,
      summary: 'List projects',
      querystring: ListQuery,
      response: { 200: ListOf(Project), ...v1Errors },
    },
    handler: async (request) => projects.list(contextOf(request), request.query),
  });

  app.get('/projects/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Get a project',
      params: IdParam,
      response: { 200: Project, ...v1Errors },
    },
    handler: async (request) => projects.get(contextOf(request), request.params.id),
  });

  app.patch('/projects/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Update a project (name, description, settings)',
      params: IdParam,
      body: UpdateProjectBody,
      response: { 200: Project, ...v1Errors },
    },
    handler: async (request) => projects.update(contextOf(request), request.params.id, request.body),
  });
};
