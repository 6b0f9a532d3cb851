/** One failure the way the Data API reports it (the `error` object of the envelope). */
export class YouTubeApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly domain: string,
    message: string,
    readonly location?: string,
    readonly details?: unknown[],
  ) {
    super(message);
  }

  toEnvelope(): { error: Record<string, unknown> } {
    const entry = {
      message: this.message,
      domain: this.domain,
      reason: this.reason,
      ...(this.location ? { location: this.location, locationType: 'parameter' } : {}),
    };
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [entry],
        status: STATUS_BY_CODE[this.code] ?? 'UNKNOWN',
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

const STATUS_BY_CODE: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
const BAD_KEY_MESSAGE = 'API key not valid. Please pass a valid API key.';

export const youtubeErrors = {
  quotaExceeded: () => new YouTubeApiError(403, 'quotaExceeded', 'youtube.quota', QUOTA_MESSAGE),
  missingKey: () =>
    new YouTubeApiError(403, 'forbidden', 'global', 'The request is missing a valid API key.'),
  /** Current form of a bad key; `legacy` gives the older keyInvalid/usageLimits capture. */
  badKey: (style: 'current' | 'legacy') =>
    style === 'legacy'
      ? new YouTubeApiError(400, 'keyInvalid', 'usageLimits', 'Bad Request')
      : new YouTubeApiError(400, 'badRequest', 'global', BAD_KEY_MESSAGE, undefined, [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'youtube.googleapis.com' },
          },
        ]),
  backendError: (code: number) =>
    new YouTubeApiError(
      code,
      'backendError',
      'global',
      code === 503 ? 'The service is currently unavailable.' : 'Backend Error',
    ),
  missingPart: () =>
    new YouTubeApiError(
      400,
      'missingRequiredParameter',
      'youtube.parameter',
      'Required parameter: part',
      'part',
    ),
  missingFilter: (expected: string) =>
    new YouTubeApiError(
      400,
      'missingRequiredParameter',
      'youtube.parameter',
      `No filter selected. Expected one of: ${expected}`,
      expected.split(', ')[0],
    ),
  unknownPart: (part: string) => new YouTubeApiError(400, 'unknownPart', 'youtube.part', `'${part}'`, 'part'),
  invalidPageToken: () =>
    new YouTubeApiError(
      400,
      'invalidPageToken',
      'youtube.parameter',
      'The request specifies an invalid page token.',
      'pageToken',
    ),
  invalidValue: (param: string, value: string, allowed: string) =>
    new YouTubeApiError(400, 'invalid', 'global', `Invalid value '${value}'. ${allowed}`, param),
  invalidSearchFilter: () =>
    new YouTubeApiError(
      400,
      'invalidSearchFilter',
      'youtube.search',
      'The request contains an invalid combination of search filters and/or restrictions. Note that you must set the <code>type</code> parameter to <code>video</code> if you set a value for the <code>eventType</code>, <code>videoCaption</code>, <code>videoCategoryId</code>, <code>videoDefinition</code>, <code>videoDimension</code>, <code>videoDuration</code>, <code>videoEmbeddable</code>, <code>videoLicense</code>, <code>videoSyndicated</code>, or <code>videoType</code> parameters.',
    ),
  incompatibleParameters: (names: string[]) =>
    new YouTubeApiError(
      400,
      'incompatibleParameters',
      'youtube.parameter',
      `Incompatible parameters specified in the request: ${names.join(', ')}`,
      names[1],
    ),
  tooManyIds: (param: string) =>
    new YouTubeApiError(
      400,
      'invalidFilters',
      'youtube.parameter',
      'The request specifies an invalid filter parameter.',
      param,
    ),
  playlistNotFound: () =>
    new YouTubeApiError(
      404,
      'playlistNotFound',
      'youtube.playlistItem',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      'playlistId',
    ),
  methodNotFound: () => new YouTubeApiError(404, 'notFound', 'global', 'Not Found'),
};
