-- Full-text search over the tracked e-mails: subject, sender, company and text (docs/decisions/016).
-- An external-content FTS5 table: the text lives once, in tracked_emails; the triggers keep the index in step.
CREATE VIRTUAL TABLE `tracked_emails_fts` USING fts5(subject, email_from, company, text, content='tracked_emails', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `tracked_emails_fts_insert` AFTER INSERT ON `tracked_emails` BEGIN
  INSERT INTO tracked_emails_fts(rowid, subject, email_from, company, text) VALUES (new.id, new.subject, new.email_from, coalesce(new.company, ''), new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `tracked_emails_fts_delete` AFTER DELETE ON `tracked_emails` BEGIN
  INSERT INTO tracked_emails_fts(tracked_emails_fts, rowid, subject, email_from, company, text) VALUES ('delete', old.id, old.subject, old.email_from, coalesce(old.company, ''), old.text);
END;
--> statement-breakpoint
CREATE TRIGGER `tracked_emails_fts_update` AFTER UPDATE OF subject, email_from, company, text ON `tracked_emails` BEGIN
  INSERT INTO tracked_emails_fts(tracked_emails_fts, rowid, subject, email_from, company, text) VALUES ('delete', old.id, old.subject, old.email_from, coalesce(old.company, ''), old.text);
  INSERT INTO tracked_emails_fts(rowid, subject, email_from, company, text) VALUES (new.id, new.subject, new.email_from, coalesce(new.company, ''), new.text);
END;
