import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import {
  apiCall,
  apiCallOptional,
  ApiError,
  ContractError,
  getServerMessage,
  isApiError,
  isQuotaError,
  isRetryable,
} from './api-client';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  defaultSearchOrder: 'date',
  defaultSearchDuration: 'medium',
  defaultViewMode: 'thumbnail',
};

describe('apiCall', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch().install();
  });

  it('parses a success answer with the route response schema', async () => {
    net.on('GET /api/auth/user', { body: { user } });
    const result = await apiCall(routes.auth.currentUser);
    expect(result.user.email).toBe('ada@example.com');
    expect(net.calls[0]?.credentials).toBe('include');
  });

  it('fills path parameters, encodes them and leaves out empty query values', async () => {
    net.on('GET /api/youtube/channel-playlist/UC%20x', (request) => {
      expect(request.query.get('order')).toBe('date');
      expect(request.query.has('pageToken')).toBe(false);
      return { body: { items: [] } };
    });
    await apiCall(routes.catalog.channelPlaylist, {
      params: { channelId: 'UC x' },
      query: { order: 'date', pageToken: undefined },
    });
    expect(net.calls).toHaveLength(1);
  });

  it('sends a JSON body with the route method', async () => {
    net.on('POST /api/auth/login', (request) => {
      expect(request.body).toEqual({ email: 'ada@example.com', password: 'secret' });
      expect(request.headers['Content-Type']).toBe('application/json');
      return { body: { user } };
    });
    await apiCall(routes.auth.login, { body: { email: 'ada@example.com', password: 'secret' } });
    expect(net.callsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it("throws an ApiError whose message is '{status}: {body}', carrying code and server message", async () => {
    const reply = errorReply(402, 'subscription_required', 'An active subscription is required');
    net.on('GET /api/favorites', reply);
    const error = await apiCall(routes.favorites.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`402: ${JSON.stringify(reply.body)}`);
    expect(apiError.status).toBe(402);
    expect(apiError.code).toBe('subscription_required');
    expect(isApiError(apiError, 'subscription_required')).toBe(true);
    expect(getServerMessage(apiError, 'fallback')).toBe('An active subscription is required');
  });

  it('keeps a non-JSON error body as text', async () => {
    net.on('GET /api/favorites', { status: 502, text: 'Bad Gateway' });
    const error = (await apiCall(routes.favorites.list).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(getServerMessage(error, 'Failed to load')).toBe('Failed to load');
  });

  it('prefers the first validation detail as the server message', async () => {
    net.on('POST /api/auth/register', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        details: [{ field: 'body.password', message: 'Too short' }],
      },
    });
    const error = await apiCall(routes.auth.register, {
      body: { email: 'a@b.co', password: 'x', confirmPassword: 'x' },
    }).catch((e: unknown) => e);
    expect(getServerMessage(error, 'Registration failed')).toBe('Too short');
  });

  it('rejects a success answer that breaks the contract', async () => {
    net.on('GET /api/auth/user', { body: { user: { id: 1 } } });
    await expect(apiCall(routes.auth.currentUser)).rejects.toBeInstanceOf(ContractError);
  });

  it("checks a route ref's answer with the route's own schema, loaded on demand", async () => {
    net.on('GET /api/auth/user', { body: { user } });
    await expect(apiCall(routeRefs.auth.currentUser)).resolves.toEqual({ user });
    net.on('GET /api/auth/user', { body: { user: { ...user, isAdmin: 'yes' } } });
    const error = await apiCall(routeRefs.auth.currentUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toBe('Unexpected response from auth.currentUser');
  });

  it("reads a route ref's error body with the contracts' error schema", async () => {
    net.on('GET /api/quotes/random', errorReply(429, 'rate_limited', 'Slow down'));
    const error = (await apiCall(routeRefs.catalog.randomQuote).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('rate_limited');
    expect(getServerMessage(error, 'fallback')).toBe('Slow down');
  });

  it('returns null for 204 when the caller allows it', async () => {
    net.on('GET /api/unsplash/random', { status: 204 });
    await expect(
      apiCallOptional(routes.catalog.randomPhoto, { query: { query: 'nature landscape' } }),
    ).resolves.toBeNull();
  });
});

describe('error helpers', () => {
  it('recognises quota errors by code or by message', () => {
    expect(
      isQuotaError(
        new ApiError(429, JSON.stringify({ statusCode: 429, code: 'quota_exceeded', message: 'x' })),
      ),
    ).toBe(true);
    expect(
      isQuotaError(
        new ApiError(
          502,
          JSON.stringify({ statusCode: 502, code: 'upstream_failed', message: 'Daily Quota spent' }),
        ),
      ),
    ).toBe(true);
    expect(isQuotaError(new ApiError(500, 'boom'))).toBe(false);
    expect(isQuotaError(new Error('quota'))).toBe(false);
  });

  it('retries server and network failures, never client errors', () => {
    expect(isRetryable(new ApiError(503, ''))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(404, ''))).toBe(false);
    expect(isRetryable(new ApiError(401, ''))).toBe(false);
    expect(isRetryable(new ApiError(408, ''))).toBe(false);
    expect(isRetryable(new ApiError(429, ''))).toBe(false);
    expect(isRetryable(new ContractError('x', []))).toBe(false);
  });
});
