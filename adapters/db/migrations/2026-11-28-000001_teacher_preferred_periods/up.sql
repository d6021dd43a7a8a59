-- A teacher's period is either one they cannot teach (a hard rule of the solver) or one they prefer
-- (a soft rule: their lessons outside their preferred periods cost the institution's weight). A
-- period is one or the other, never both, so the uniqueness of (teacher, weekday, class hour) stays.
ALTER TABLE teacher_unavailability
    ADD COLUMN kind TEXT NOT NULL DEFAULT 'UNAVAILABLE' CHECK (kind IN ('UNAVAILABLE', 'PREFERRED'));
