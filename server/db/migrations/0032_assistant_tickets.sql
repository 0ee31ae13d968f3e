-- Stream tickets of the AI assistant (docs/decisions/0038-ai-assistant.md).
--
-- `/ai/question` is a server-sent-event GET that a browser opens with EventSource, which cannot send
-- headers: its token travels in the query string, where proxies and access logs keep it. So it is
-- not the session token but a ticket issued by an authenticated POST, good for one stream within a
-- minute. Only the SHA-256 of the ticket is stored; using it deletes the row.
CREATE TABLE assistant_tickets (
  ticket_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  -- The language the answer is written in (the POST's; an EventSource cannot send the header).
  locale text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX assistant_tickets_expiry_idx ON assistant_tickets (expires_at);
