-- Notifications and news for one user (docs/decisions/0028-realtime-notifications.md).
--
-- A row keeps the event's kind and parameters, never its text: the title is written in the reader's
-- language when it is read (server.po), so one event reads right in all nine languages.
-- category 'notice' lists under Notifications, 'news' under News for you.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('notice', 'news')),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the user reads it (hasRead 1).
  read_at timestamptz,
  -- Set when a client acknowledged the websocket message (contentType 4).
  delivered_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, category, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
