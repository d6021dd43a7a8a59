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
