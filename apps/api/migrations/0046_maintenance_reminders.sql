-- The maintenance reminder mail (issue 33 point 2): one mail per user a day at most, listing the
-- plan items of the user's vehicles that came due and were not mailed yet.

-- Per user: the language the user last opened maintenance in (the mail's language), and whether
-- the user unsubscribed from the mail. A user without a row gets the mail in German.
CREATE TABLE maintenance_reminder_recipients (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  locale text NOT NULL,
  unsubscribed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each reminder mail sent: when (the once-a-day throttle counts these) and the SHA-256 hash of
-- its unsubscribe link's token. Only the hash is kept: whoever could read this table cannot
-- unsubscribe anyone. So every mail carries a token of its own; each stays valid.
CREATE TABLE maintenance_reminder_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  sent_at timestamptz NOT NULL
);
CREATE INDEX maintenance_reminder_mails_user ON maintenance_reminder_mails (user_id, sent_at DESC);

-- Each plan item mailed, by the vehicle (it moves with the vehicle) and the due occurrence: the
-- done record the item is due after (`first` before any), so the next occurrence after "done"
-- is mailed again and the same one never twice. Due hours and day as they were mailed.
CREATE TABLE maintenance_reminders_sent (
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  item_key text NOT NULL,
  occurrence text NOT NULL,
  due_at_hours double precision,
  due_on date,
  mail_id uuid NOT NULL REFERENCES maintenance_reminder_mails (id) ON DELETE CASCADE,
  PRIMARY KEY (vehicle_id, item_key, occurrence)
);
CREATE INDEX maintenance_reminders_sent_mail ON maintenance_reminders_sent (mail_id);
