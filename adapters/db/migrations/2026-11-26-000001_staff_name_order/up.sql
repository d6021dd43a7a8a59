-- The staff list ordered by full name pages through an index of staff alone: the person's name,
-- kept on the staff row as one sort key, instead of walking every citizen (students included) in
-- name order to find the staff among them.
ALTER TABLE staffs ADD COLUMN full_name_key TEXT NOT NULL DEFAULT '';

-- The separator sorts before every letter, so the key orders as (last, first, middle) does.
CREATE FUNCTION citizen_name_key(citizen BIGINT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT last_name || ' ' || first_name || ' ' || middle_name FROM citizens WHERE id = citizen
$$;

UPDATE staffs SET full_name_key = citizen_name_key(citizen_id);

CREATE FUNCTION staffs_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.full_name_key := coalesce(citizen_name_key(NEW.citizen_id), '');
  RETURN NEW;
END $$;
CREATE TRIGGER staffs_name_key BEFORE INSERT OR UPDATE OF citizen_id ON staffs
  FOR EACH ROW EXECUTE FUNCTION staffs_name_key();

CREATE FUNCTION citizens_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE staffs SET full_name_key = NEW.last_name || ' ' || NEW.first_name || ' ' || NEW.middle_name WHERE citizen_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER citizens_name_key AFTER UPDATE OF last_name, first_name, middle_name ON citizens
  FOR EACH ROW WHEN ((OLD.last_name, OLD.first_name, OLD.middle_name) IS DISTINCT FROM (NEW.last_name, NEW.first_name, NEW.middle_name))
  EXECUTE FUNCTION citizens_name_key();

CREATE INDEX staffs_name_idx ON staffs (full_name_key, id) WHERE deleted_at IS NULL;
CREATE INDEX staffs_institution_name_idx ON staffs (institution_id, full_name_key, id) WHERE deleted_at IS NULL;
