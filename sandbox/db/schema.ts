/**
 * The sandbox's SQLite schema. Italian (the base language) lives in the rows; Slovenian and
 * Croatian live in `translations`, like Shopify's translatable resources.
 * Money is stored in cents so the seed never meets floating point rounding. Carts, orders,
 * customers, their metafields and the e-mail outbox live here too, so they survive a restart;
 * what the marketing providers were told has its own tables (marketing-schema.ts).
 * Customer secrets (passwords, access and reset tokens) are stored only as hashes.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS shop (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  vendor TEXT NOT NULL,
  product_type TEXT NOT NULL,
  category TEXT NOT NULL,
  gender TEXT NOT NULL,
  color TEXT NOT NULL,
  tags TEXT NOT NULL,            -- JSON array
  popularity INTEGER NOT NULL,   -- higher sells better (BEST_SELLING)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_metafields (
  id INTEGER PRIMARY KEY,
  owner TEXT NOT NULL,           -- 'product'
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,            -- Shopify's metafield type: 'color', 'list.product_reference'…
  value TEXT NOT NULL,           -- as Shopify serialises it (a list is a JSON array of gids)
  UNIQUE (owner, owner_id, namespace, key)
);
CREATE TABLE IF NOT EXISTS product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  sku TEXT NOT NULL,
  options TEXT NOT NULL,         -- JSON array of option values, in option order
  price_cents INTEGER NOT NULL,
  compare_at_cents INTEGER,
  weight_grams INTEGER NOT NULL,
  image_id INTEGER
);
CREATE TABLE IF NOT EXISTS inventory (
  variant_id INTEGER PRIMARY KEY REFERENCES variants(id),
  quantity INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,     -- the CDN file name, without extension
  owner TEXT NOT NULL,           -- 'product' | 'collection' | 'article'
  owner_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  shape TEXT NOT NULL,           -- what the generated picture draws
  color TEXT NOT NULL,           -- hex
  angle INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS locations (
  id INTEGER PRIMARY KEY,        -- the shop's stores, Shopify Locations with local pickup
  name TEXT NOT NULL,
  address1 TEXT,
  address2 TEXT,
  city TEXT,
  province TEXT,
  province_code TEXT,
  zip TEXT,
  country_code TEXT NOT NULL,
  phone TEXT,
  latitude REAL,
  longitude REAL
);
CREATE TABLE IF NOT EXISTS collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  image_id INTEGER,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);
CREATE TABLE IF NOT EXISTS menus (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS menu_items (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id),
  parent_id INTEGER REFERENCES menu_items(id),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,            -- MenuItemType
  path TEXT NOT NULL,            -- made absolute on the shop's domain when served
  resource_id TEXT,              -- a gid, or NULL
  tags TEXT NOT NULL             -- JSON array
);
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS shop_policies (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,   -- 'privacy-policy' | 'refund-policy' | 'shipping-policy' | 'terms-of-service'
  title TEXT NOT NULL,
  body_html TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS blogs (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt_html TEXT NOT NULL,
  body_html TEXT NOT NULL,
  author_first_name TEXT NOT NULL,
  author_last_name TEXT NOT NULL,
  tags TEXT NOT NULL,            -- JSON array
  image_id INTEGER,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (blog_id, handle)
);
CREATE TABLE IF NOT EXISTS url_redirects (
  id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, target TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS translations (
  resource TEXT NOT NULL,        -- 'product' | 'collection' | 'product_option' | 'menu_item' | 'shop' | 'page' | 'shop_policy' | 'blog' | 'article' | ...
  resource_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  locale TEXT NOT NULL,          -- 'sl' | 'hr'
  value TEXT NOT NULL,
  PRIMARY KEY (resource, resource_id, field, locale)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ts TEXT NOT NULL,
  service TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  query TEXT NOT NULL,
  headers TEXT NOT NULL,         -- JSON object
  body TEXT NOT NULL,            -- truncated
  status INTEGER NOT NULL,
  duration_ms REAL NOT NULL,
  operation_name TEXT
);
CREATE TABLE IF NOT EXISTS tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source TEXT NOT NULL,          -- monorail | datalayer | insights | klaviyo | salesmanago | sentry
  visit TEXT NOT NULL,           -- visit token, or 'unknown'
  name TEXT NOT NULL,            -- event name, or the monorail schema id
  schema_id TEXT,                -- monorail only
  page TEXT,                     -- path (with query) the event happened on
  page_type TEXT,
  consent TEXT,                  -- JSON {analytics, marketing, preferences, sale_of_data} or NULL
  payload TEXT NOT NULL,         -- JSON, as received
  received_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,  -- codes are case-insensitive, like Shopify's
  title TEXT NOT NULL,
  kind TEXT NOT NULL,            -- 'percentage_lines' (value %) | 'fixed_order' (value cents)
  value INTEGER NOT NULL,
  minimum_subtotal_cents INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT                   -- NULL: no end
);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY,
  key TEXT NOT NULL,             -- the cart id and checkout URL carry both
  note TEXT,
  attributes TEXT NOT NULL,      -- JSON [{key, value}]
  buyer_identity TEXT NOT NULL,  -- JSON {countryCode, email, phone, customerId}
  discount_codes TEXT NOT NULL,  -- JSON array, as entered (known codes in their own spelling)
  country TEXT NOT NULL,         -- @inContext of the latest mutation
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  completed_at TEXT              -- set when the checkout placed the order
);
CREATE TABLE IF NOT EXISTS cart_lines (
  id TEXT PRIMARY KEY,           -- the CartLine gid
  cart_token TEXT NOT NULL REFERENCES carts(token),
  seq INTEGER NOT NULL,          -- order of creation within the cart
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  attributes TEXT NOT NULL       -- JSON [{key, value}]
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE, -- 1001, 1002…; the name is "#" + number
  name TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  cart_token TEXT NOT NULL UNIQUE,
  customer_id INTEGER,
  email TEXT NOT NULL,
  language TEXT NOT NULL,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  shipping_address TEXT NOT NULL, -- JSON {firstName, lastName, address1, zip, city, country, phone}
  shipping_method TEXT NOT NULL,
  shipping_cents INTEGER NOT NULL,
  discounts TEXT NOT NULL,       -- JSON [{code, amountCents}]
  subtotal_cents INTEGER NOT NULL, -- after all discounts, before shipping (Shopify's subtotal_price)
  total_cents INTEGER NOT NULL,  -- subtotal + shipping
  financial_status TEXT NOT NULL,
  fulfillment_status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  position INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_title TEXT NOT NULL,   -- in the order's language, as the shopper saw it
  variant_title TEXT NOT NULL,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER NOT NULL,
  compare_at_cents INTEGER,
  discount_cents INTEGER NOT NULL, -- the line's own discounts (order discounts stay on the order)
  total_cents INTEGER NOT NULL,
  image_name TEXT,
  discount_allocations TEXT NOT NULL -- JSON [{code, amountCents}]: the line's own discounts by code
);
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE, -- Shopify compares e-mails in any case
  first_name TEXT,
  last_name TEXT,
  phone TEXT UNIQUE,
  accepts_marketing INTEGER NOT NULL,
  password_hash TEXT NOT NULL,   -- scrypt$salt$hash (hex), never the password
  default_address_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  first_name TEXT,
  last_name TEXT,
  company TEXT,
  address1 TEXT,
  address2 TEXT,
  city TEXT,
  province TEXT,
  zip TEXT,
  country_code TEXT,
  phone TEXT
);
CREATE TABLE IF NOT EXISTS customer_access_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE, -- SHA-256 of the token the customer holds
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at INTEGER NOT NULL    -- ms since the epoch
);
CREATE TABLE IF NOT EXISTS customer_reset_tokens (
  token_hash TEXT PRIMARY KEY,   -- SHA-256 of the token in the reset link
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_failures (
  email TEXT NOT NULL COLLATE NOCASE,
  failed_at INTEGER NOT NULL     -- ms since the epoch
);
CREATE TABLE IF NOT EXISTS metafields (
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL,      -- MetafieldOwnerType: 'CUSTOMER'
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,            -- e.g. 'list.product_reference'
  value TEXT NOT NULL,           -- always a string, as Shopify stores it (lists as JSON)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, namespace, key)
);
CREATE TABLE IF NOT EXISTS emails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "to" TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  kind TEXT NOT NULL,            -- e.g. 'customer_password_reset'
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_lines_cart ON cart_lines(cart_token, seq);
CREATE INDEX IF NOT EXISTS carts_open ON carts(completed_at, updated_at);
CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines(order_id, position);
CREATE INDEX IF NOT EXISTS orders_email ON orders(email COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, id);
CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses(customer_id, id);
CREATE INDEX IF NOT EXISTS customer_access_tokens_customer ON customer_access_tokens(customer_id);
CREATE INDEX IF NOT EXISTS customer_reset_tokens_customer ON customer_reset_tokens(customer_id);
CREATE INDEX IF NOT EXISTS login_failures_email ON login_failures(email, failed_at);
CREATE INDEX IF NOT EXISTS emails_to ON emails("to" COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS tracking_events_visit ON tracking_events(visit, id);
CREATE INDEX IF NOT EXISTS requests_service ON requests(service, id);
CREATE INDEX IF NOT EXISTS variants_product ON variants(product_id, position);
CREATE INDEX IF NOT EXISTS images_owner ON images(owner, owner_id, position);
CREATE INDEX IF NOT EXISTS collection_products_order ON collection_products(collection_id, position);
`;
