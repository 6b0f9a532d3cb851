// Products and prices. The seeded "Stillframe Pro" monthly price is what the
// app sells; creating more is allowed so tests can model other plans.
import { invalid, missingParam, notFound } from './errors.js';
import { bool, metadataParam, obj, str, strings } from './form.js';
import { newId } from './ids.js';
import { paginate } from './list.js';
import { route, type ApiContext, type Route } from './router.js';
import type { Price, Product } from './types.js';

function listPrices({ core, params }: ApiContext): unknown {
  const active = bool(params, 'active');
  const lookupKeys = strings(params, 'lookup_keys');
  const product = str(params, 'product');
  const type = str(params, 'type');
  const prices = [...core.store.prices.values()].filter(
    (p) =>
      (active === undefined || p.active === active) &&
      (lookupKeys.length === 0 || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
      (product === undefined || p.product === product) &&
      (type === undefined || p.type === type),
  );
  return paginate(prices, params, '/v1/prices');
}

function getPrice({ core, path }: ApiContext): Price {
  const price = core.store.prices.get(path.id ?? '');
  if (!price) throw notFound('price', path.id ?? '');
  return price;
}

function createPrice({ core, params }: ApiContext): Price {
  const product = str(params, 'product');
  const currency = str(params, 'currency');
  const amount = Number(str(params, 'unit_amount'));
  if (!product) throw missingParam('product');
  if (!currency) throw missingParam('currency');
  if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer', 'unit_amount');
  if (!core.store.products.has(product)) throw notFound('product', product, 'product');
  const recurring = obj(params, 'recurring');
  const lookupKey = str(params, 'lookup_key') ?? null;
  if (lookupKey && [...core.store.prices.values()].some((p) => p.lookup_key === lookupKey)) {
    throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
  }
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: core.store.now(),
    currency: currency.toLowerCase(),
    livemode: false,
    lookup_key: lookupKey,
    metadata: metadataParam(params) ?? {},
    nickname: str(params, 'nickname') ?? null,
    product,
    recurring: recurring
      ? {
          interval: str(recurring, 'interval') ?? 'month',
          interval_count: Number(str(recurring, 'interval_count') ?? '1'),
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
  core.store.prices.set(price.id, price);
  return price;
}

function listProducts({ core, params }: ApiContext): unknown {
  const active = bool(params, 'active');
  const products = [...core.store.products.values()].filter(
    (p) => active === undefined || p.active === active,
  );
  return paginate(products, params, '/v1/products');
}

function getProduct({ core, path }: ApiContext): Product {
  const product = core.store.products.get(path.id ?? '');
  if (!product) throw notFound('product', path.id ?? '');
  return product;
}

function createProduct({ core, params }: ApiContext): Product {
  const name = str(params, 'name');
  if (!name) throw missingParam('name');
  const now = core.store.now();
  const product: Product = {
    id: newId('prod', 14),
    object: 'product',
    active: bool(params, 'active') ?? true,
    created: now,
    default_price: null,
    description: str(params, 'description') ?? null,
    images: [],
    livemode: false,
    metadata: metadataParam(params) ?? {},
    name,
    type: 'service',
    updated: now,
  };
  core.store.products.set(product.id, product);
  return product;
}

export const catalogRoutes: Route[] = [
  route('GET', '/v1/prices', listPrices),
  route('POST', '/v1/prices', createPrice),
  route('GET', '/v1/prices/:id', getPrice),
  route('GET', '/v1/products', listProducts),
  route('POST', '/v1/products', createProduct),
  route('GET', '/v1/products/:id', getProduct),
];
