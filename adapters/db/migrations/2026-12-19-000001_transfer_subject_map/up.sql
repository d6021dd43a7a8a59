-- A transfer into a group of another curriculum carries a subject map: each line credits a subject
-- the student passed as one of the new curriculum's, kept with its item (order and position).
CREATE TABLE order_item_credits (
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INT NOT NULL,
    line INT NOT NULL,
    from_edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id),
    to_edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id),
    PRIMARY KEY (order_id, position, line),
    UNIQUE (order_id, position, to_edu_subject_id)
);
CREATE INDEX order_item_credits_from_idx ON order_item_credits (from_edu_subject_id);
CREATE INDEX order_item_credits_to_idx ON order_item_credits (to_edu_subject_id);

-- The subjects a transfer into another curriculum leaves owed: the new curriculum's subjects of the
-- semesters behind the group that the map did not credit. Each is an academic debt of the student
-- until a result or a typed rating of it stands.
CREATE TABLE transfer_debts (
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    semester_number INT NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
    PRIMARY KEY (student_id, curriculum_id, semester_number, edu_subject_id)
);
CREATE INDEX transfer_debts_curriculum_idx ON transfer_debts (curriculum_id);
CREATE INDEX transfer_debts_subject_idx ON transfer_debts (edu_subject_id);
CREATE INDEX transfer_debts_order_idx ON transfer_debts (order_id);
