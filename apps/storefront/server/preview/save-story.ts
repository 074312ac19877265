import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storyContentTypes } from '@vitrine/domain';
import express, { type Response, Router } from 'express';
import { z } from 'zod';
import { sendApiError } from '../api/api-error';
import { noStore } from '../http/cache-control';

/** Full slugs of the local space: lower-case folders and names, no dots, so no `..`. */
const fullSlug = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)+$/);

const blockContent = z
  .object({ component: z.string().min(1).max(100), _uid: z.string().min(1).max(100) })
  .passthrough();

const saveRequest = z.object({ fullSlug, content: blockContent });

async function readJson(path: string): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function refuse(response: Response, status: number, key: string): void {
  sendApiError(response, status, key, [{ field: null, key }]);
}

/**
 * `POST /_preview/save` `{ fullSlug, content }` — the local preview's save (issue 5): writes the
 * edited content into the story's draft file (`{slug}.draft.json`, beside the published one),
 * so the edit is kept as a draft the way Storyblok keeps it. Only existing stories, only content
 * of a story content type the content model knows. The local space reads its folder again once
 * the save has settled (its watch), so the preview shows the saved draft without a restart.
 */
export function saveStoryRouter(storiesDirectory: string): Router {
  const router = Router();
  router.post(
    '/save',
    express.json({ limit: '1mb', strict: true }),
    async (request, response, next) => {
      try {
        const parsed = saveRequest.safeParse(request.body);
        if (!parsed.success) {
          refuse(response, 400, 'preview.invalidStory');
          return;
        }
        const { content } = parsed.data;
        if (!storyContentTypes.some((type) => type === content.component)) {
          refuse(response, 400, 'preview.unknownComponent');
          return;
        }
        const base = join(storiesDirectory, ...parsed.data.fullSlug.split('/'));
        const draftPath = `${base}.draft.json`;
        const story = (await readJson(draftPath)) ?? (await readJson(`${base}.json`));
        if (story === null) {
          refuse(response, 404, 'preview.unknownStory');
          return;
        }
        const saved = { ...story, content, updated_at: new Date().toISOString() };
        // Written beside and renamed, so a crash never leaves half a story file behind.
        const temporary = `${draftPath}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(saved, null, 2)}\n`, 'utf8');
        await rename(temporary, draftPath);
        response.setHeader('Cache-Control', noStore).json({ saved: parsed.data.fullSlug });
      } catch (error) {
        next(error);
      }
    },
  );
  router.use(
    (error: unknown, _request: express.Request, response: Response, next: express.NextFunction) => {
      const status =
        typeof error === 'object' && error !== null && 'status' in error
          ? Number(error.status)
          : 500;
      if (status >= 400 && status < 500) {
        refuse(response, status, status === 413 ? 'api.payloadTooLarge' : 'api.malformedBody');
        return;
      }
      next(error);
    },
  );
  return router;
}
