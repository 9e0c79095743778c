import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { AppContainer } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { requireViewer, routeAccess } from '../auth/index.js';
import { MAX_UPLOAD_BYTES, uploadImage } from './commands/upload-image.js';

/** `POST /uploads` of docs/api.md: multipart field `file` → 201 `{url, width, height}`. */
export function mediaRouter(c: AppContainer): Router {
  const router = Router();
  // Signed-in check first, so an anonymous request is refused before its body is read into memory.
  const signedIn: RequestHandler = async (req, _res, next) => {
    requireViewer(await c.sessions.resolve(req));
    next();
  };
  router.post('/uploads', routeAccess({ who: 'viewer', scope: 'profiles' }), signedIn, singleFile('file'), restHandler(c)((ctx, req) => uploadImage(ctx, { file: req.file }), 201));
  return router;
}

/** multer in memory with the 5 MB limit; its errors become catalogue errors. */
function singleFile(field: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { field, maxBytes: MAX_UPLOAD_BYTES }));
        return next(AppError.validation(field, 'invalid'));
      }
      next(AppError.validation(field, 'invalid'));
    });
  };
}
