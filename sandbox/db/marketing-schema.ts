/**
 * What the marketing providers were told, kept so the inspector can show it and a restock can act
 * on it: Klaviyo's back-in-stock subscriptions and list members, SALESmanago's contacts and
 * external events. JSON columns hold the objects as the storefront sent them.
 */
export const MARKETING_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS klaviyo_back_in_stock (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscriber TEXT NOT NULL COLLATE NOCASE, -- the profile's e-mail, else its phone or external id
  email TEXT,
  variant_id INTEGER NOT NULL,   -- the Shopify variant's numeric id
  channels TEXT NOT NULL,        -- JSON array: EMAIL | SMS | PUSH | WHATSAPP
  profile TEXT NOT NULL,         -- JSON: the profile's attributes
  created_at TEXT NOT NULL,
  notified_at TEXT               -- when the restock notice went out; NULL while waiting
);
CREATE TABLE IF NOT EXISTS klaviyo_list_members (
  list_id TEXT NOT NULL,
  subscriber TEXT NOT NULL COLLATE NOCASE, -- e-mail, else phone number
  profile TEXT NOT NULL,         -- JSON: the profile's attributes, as last sent
  consent TEXT NOT NULL,         -- JSON: consent per channel, e.g. {"email":"SUBSCRIBED"}
  custom_source TEXT,
  subscribed_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (list_id, subscriber)
);
CREATE TABLE IF NOT EXISTS salesmanago_contacts (
  contact_id TEXT PRIMARY KEY,   -- a UUID, given once per e-mail
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  contact TEXT NOT NULL,         -- JSON: the upsert's contact object, as last sent
  opt_in INTEGER,                -- 1 after forceOptIn, 0 after forceOptOut, NULL never said
  tags TEXT NOT NULL,            -- JSON array
  properties TEXT NOT NULL,      -- JSON object
  lang TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS salesmanago_events (
  event_id TEXT PRIMARY KEY,     -- a UUID
  contact_id TEXT NOT NULL REFERENCES salesmanago_contacts(contact_id),
  type TEXT NOT NULL,            -- contactExtEventType: CART | PURCHASE | …
  contact_event TEXT NOT NULL,   -- JSON: every field of contactEvent, as last sent
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One waiting subscription per subscriber and variant; a notified one may be followed by another.
CREATE UNIQUE INDEX IF NOT EXISTS klaviyo_back_in_stock_waiting
  ON klaviyo_back_in_stock(subscriber, variant_id) WHERE notified_at IS NULL;
CREATE INDEX IF NOT EXISTS klaviyo_back_in_stock_variant ON klaviyo_back_in_stock(variant_id, id);
CREATE INDEX IF NOT EXISTS salesmanago_events_type ON salesmanago_events(type, updated_at);
`;
