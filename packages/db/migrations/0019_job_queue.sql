SELECT 1; -- placeholder, replaced by the issue-16 helper that owns it
