// Customers: CRUD, list by email and a small subset of the search query language
// (`email:'a@b.c'`, `metadata['userId']:'42'`, joined with AND).
import { invalid, notFound } from './errors.js';
import { metadataParam, str } from './form.js';
import { matches, paginate } from './list.js';
import { buildCustomer } from './objects.js';
import { route, type ApiContext, type Route } from './router.js';
import { mergeMetadata } from './subscription-flow.js';
import type { Customer } from './types.js';

function liveCustomer({ core, path }: ApiContext): Customer {
  const customer = core.store.customers.get(path.id ?? '');
  if (!customer || customer.deleted) throw notFound('customer', path.id ?? '');
  return customer;
}

function createCustomer({ core, params }: ApiContext): Customer {
  const clock = str(params, 'test_clock');
  if (clock !== undefined && !core.store.testClocks.has(clock))
    throw notFound('test_clock', clock, 'test_clock');
  const customer = buildCustomer(
    clock ? core.store.clockTime(clock) : core.store.now(),
    str(params, 'email') ?? null,
    str(params, 'name') ?? null,
    metadataParam(params) ?? {},
  );
  customer.description = str(params, 'description') ?? null;
  customer.test_clock = clock ?? null;
  core.store.customers.set(customer.id, customer);
  return customer;
}

function getCustomer(ctx: ApiContext): unknown {
  const customer = ctx.core.store.customers.get(ctx.path.id ?? '');
  if (!customer) throw notFound('customer', ctx.path.id ?? '');
  // Stripe answers a deleted customer's id with a tombstone, not a 404.
  return customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer;
}

function updateCustomer(ctx: ApiContext): Customer {
  const customer = liveCustomer(ctx);
  const { params } = ctx;
  for (const field of ['email', 'name', 'description', 'phone'] as const) {
    const value = str(params, field);
    if (value !== undefined) customer[field] = value === '' ? null : value;
  }
  const metadata = metadataParam(params);
  if (params.metadata === '') customer.metadata = {};
  else if (metadata) customer.metadata = mergeMetadata(customer.metadata, metadata);
  return customer;
}

function deleteCustomer(ctx: ApiContext): unknown {
  const customer = liveCustomer(ctx);
  customer.deleted = true;
  return { id: customer.id, object: 'customer', deleted: true };
}

function listCustomers({ core, params }: ApiContext): unknown {
  const customers = [...core.store.customers.values()].filter(
    (c) => !c.deleted && matches(c, params, ['email', 'test_clock']),
  );
  return paginate(customers, params, '/v1/customers');
}

type Clause = (c: Customer) => boolean;

function parseClause(text: string): Clause {
  const m = /^(\w+)(?:\[['"]([^'"]+)['"]\])?\s*:\s*['"](.*)['"]$/.exec(text.trim());
  if (!m) throw invalid(`Invalid search query: ${text}`, 'query');
  const [, field, key, value] = m;
  if (field === 'metadata' && key) return (c) => c.metadata[key] === value;
  if (field === 'email' || field === 'name' || field === 'phone') {
    return (c) => String(c[field] ?? '').toLowerCase() === (value ?? '').toLowerCase();
  }
  throw invalid(`The sandbox cannot search customers by ${field ?? text}.`, 'query');
}

function searchCustomers({ core, params }: ApiContext): unknown {
  const query = str(params, 'query');
  if (!query) throw invalid('Missing required param: query.', 'query', 'parameter_missing');
  const clauses = query.split(/\s+AND\s+/i).map(parseClause);
  const found = [...core.store.customers.values()].filter((c) => !c.deleted && clauses.every((ok) => ok(c)));
  const page = paginate(found, params, '/v1/customers/search');
  return {
    object: 'search_result',
    data: page.data,
    has_more: page.has_more,
    next_page: null,
    url: page.url,
  };
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', createCustomer),
  route('GET', '/v1/customers', listCustomers),
  route('GET', '/v1/customers/search', searchCustomers),
  route('GET', '/v1/customers/:id', getCustomer),
  route('POST', '/v1/customers/:id', updateCustomer),
  route('DELETE', '/v1/customers/:id', deleteCustomer),
];
