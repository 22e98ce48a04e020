-- The mailbox an acknowledgement goes to, however its address is spelt (lower case,
-- no +tag, Gmail's dots dropped and googlemail.com as gmail.com): the once-a-day
-- acknowledgement per address compares it. Deleted with the message.
ALTER TABLE outgoing_messages ADD COLUMN mailbox TEXT;
CREATE INDEX outgoing_messages_mailbox ON outgoing_messages (mailbox, template, created_at);

-- The daily ceiling on stored enquiries counts today's.
CREATE INDEX enquiries_created ON enquiries (created_at);
