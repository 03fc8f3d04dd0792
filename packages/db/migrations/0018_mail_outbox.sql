-- 0018_mail_outbox: placeholder, written by the mail outbox work of issue 15.
SELECT 1;
