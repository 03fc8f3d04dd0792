-- 0021_schools: many schools on one deployment (issue 16).
-- Statements separated by --> statement-breakpoint
-- `site_hosts`: the host names of each school's language base URLs (`config.domains`, port left out).
-- A host name belongs to one school: the site finds the school from the request's host with it.
-- The trigger below keeps it in step with `sites.config` wherever the config is written.
CREATE TABLE "site_hosts" (
  "host" text PRIMARY KEY NOT NULL,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "site_hosts_site_idx" ON "site_hosts" ("site_id");
--> statement-breakpoint
-- A resort's catalogue (merchants, products) is sold by one school only.
CREATE UNIQUE INDEX "sites_resort_uq" ON "sites" (("config"->>'resort'));
--> statement-breakpoint
-- The host name of a URL, lower-cased, without user info, port or trailing dot.
CREATE FUNCTION "url_host"(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT rtrim(lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)')), '.')
$$;
--> statement-breakpoint
-- Rewrites a site's host names from its config; a host of another school is refused (unique_violation
-- naming the host, so the caller can answer which one).
CREATE FUNCTION "sites_sync_hosts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h text;
  owner text;
BEGIN
  DELETE FROM site_hosts WHERE site_id = NEW.id;
  FOR h IN
    SELECT DISTINCT url_host(d.value) FROM jsonb_each_text(COALESCE(NEW.config->'domains', '{}'::jsonb)) d
    WHERE url_host(d.value) IS NOT NULL AND url_host(d.value) <> ''
  LOOP
    SELECT s.key INTO owner FROM site_hosts sh JOIN sites s ON s.id = sh.site_id WHERE sh.host = h;
    IF owner IS NOT NULL THEN
      RAISE EXCEPTION 'host % already belongs to school %', h, owner
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'site_hosts_pkey';
    END IF;
    INSERT INTO site_hosts (host, site_id) VALUES (h, NEW.id);
  END LOOP;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sites_sync_hosts" AFTER INSERT OR UPDATE OF "config" ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "sites_sync_hosts"();
--> statement-breakpoint
-- Schools already there get their host names.
UPDATE "sites" SET "config" = "config";
