-- What a student and their parents are told in the portal: a new mark, an absence, a new debt, an
-- applied order. Written in the transaction of the change; each reader keeps how far they have read.
CREATE TABLE portal_notifications (
    id BIGSERIAL PRIMARY KEY,
    student_id BIGINT NOT NULL REFERENCES students (id),
    kind TEXT NOT NULL CHECK (kind IN ('MARK', 'ABSENCE', 'DEBT', 'ORDER')),
    edu_subject_id BIGINT REFERENCES edu_subjects (id),
    order_id BIGINT REFERENCES orders (id) ON DELETE CASCADE,
    mark SMALLINT,
    -- The lesson's, the exam's or the order's day.
    date DATE,
    -- A debt a sheet decides by closing after its exam is told from the day it closes.
    visible_from DATE NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX portal_notifications_student ON portal_notifications (student_id, id DESC);

CREATE TABLE portal_notification_reads (
    user_id BIGINT NOT NULL REFERENCES users (id),
    student_id BIGINT NOT NULL REFERENCES students (id),
    read_up_to BIGINT NOT NULL,
    PRIMARY KEY (user_id, student_id)
);
