import { ERROR_CODE, type ErrorCode } from '@xinke/shared';

/** HTTP status of each envelope error code (DESIGN.md §2). The code equals the status today. */
const STATUS_OF: Record<ErrorCode, number> = {
  [ERROR_CODE.badRequest]: 400,
  [ERROR_CODE.unauthorized]: 401,
  [ERROR_CODE.forbidden]: 403,
  [ERROR_CODE.notFound]: 404,
  [ERROR_CODE.conflict]: 409,
  [ERROR_CODE.validation]: 422,
  [ERROR_CODE.rateLimited]: 429,
  [ERROR_CODE.internal]: 500,
  [ERROR_CODE.unavailable]: 503,
};

/**
 * The one error type services throw for expected failures: a Chinese `msg` a person can act
 * on, the envelope `code`, and optional `data` for the client.
 */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  private readonly httpStatus: number;

  /** `status` is only for pending(): an ErrorCode always carries its own HTTP status. */
  constructor(code: ErrorCode, msg: string, data?: unknown);
  constructor(code: number, msg: string, data: unknown, status: number);
  constructor(code: number, msg: string, data: unknown = null, status?: number) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
    this.data = data;
    this.httpStatus = status ?? STATUS_OF[code as ErrorCode];
  }

  get status(): number {
    return this.httpStatus;
  }

  /**
   * A business state answered with HTTP 200 and a non-zero code the client polls on, e.g.
   * SPEC §4 qrcode_check's 等待扫码 (the client treats only code 0 as success).
   */
  static pending(code: number, msg: string): AppError {
    return new AppError(code, msg, null, 200);
  }

  static badRequest(msg: string): AppError {
    return new AppError(ERROR_CODE.badRequest, msg);
  }

  static conflict(msg: string): AppError {
    return new AppError(ERROR_CODE.conflict, msg);
  }

  static forbidden(msg: string): AppError {
    return new AppError(ERROR_CODE.forbidden, msg);
  }

  static notFound(msg = '您访问的内容不存在'): AppError {
    return new AppError(ERROR_CODE.notFound, msg);
  }

  static rateLimited(msg = '操作过于频繁，请稍后再试'): AppError {
    return new AppError(ERROR_CODE.rateLimited, msg);
  }

  static unauthorized(msg = '请登录后再操作'): AppError {
    return new AppError(ERROR_CODE.unauthorized, msg);
  }
}
