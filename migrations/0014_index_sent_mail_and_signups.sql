-- The day's mail budget (worker/mail/dailyLimits.ts): as a courtesy mail, a journal copy or
-- an enquiry mail to her is sent, the outbox counts what Resend accepted in the last 24
-- hours; sent messages by when they were sent, so the count reads that day's rows only.
CREATE INDEX outgoing_messages_sent ON outgoing_messages (status, updated_at);

-- The daily ceiling on new pending sign-ups counts today's (worker/db/subscribers.ts).
CREATE INDEX subscribers_pending ON subscribers (status, created_at);
