-- The portal: a student reads the records that carry their account (students.user_id); a parent
-- reads the children an institution linked to their account.
CREATE TABLE parent_children (
    parent_id BIGINT NOT NULL REFERENCES users (id),
    student_id BIGINT NOT NULL REFERENCES students (id),
    linked_by BIGINT REFERENCES users (id),
    linked_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (parent_id, student_id)
);
CREATE INDEX parent_children_student ON parent_children (student_id);

CREATE INDEX students_account ON students (user_id) WHERE user_id IS NOT NULL AND deleted_at IS NULL;
