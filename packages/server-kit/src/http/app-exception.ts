import { ErrorCode, errorStatus, type ErrorBody, type ErrorDetail } from '@stillframe/contracts';

/** The one exception type of Stillframe's servers; the error filter turns it into the API's error body. */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    /** How many more details there were than the ones listed (a validation error lists 20 at most). */
    readonly omittedDetails = 0,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.status,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.omittedDetails > 0 ? { omittedDetails: this.omittedDetails } : {}),
    };
  }

  static notFound(what: string): AppException {
    return new AppException(ErrorCode.notFound, `${what} not found`);
  }

  static validation(field: string, message: string): AppException {
    return new AppException(ErrorCode.validationFailed, `${field}: ${message}`, [{ field, message }]);
  }
}
