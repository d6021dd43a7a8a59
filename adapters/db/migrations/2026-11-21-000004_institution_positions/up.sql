-- The ministry's catalogue of job positions; staff positions refer to it.
CREATE TABLE institution_positions (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    is_teaching BOOLEAN NOT NULL DEFAULT FALSE,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX institution_positions_name_idx ON institution_positions (name_uz, id);
CREATE INDEX institution_positions_search_idx ON institution_positions
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);

-- The positions every institution has, named as the ministry's staffing tables name them.
INSERT INTO institution_positions (name_uz, name_ru, name_en, is_teaching) VALUES
    ('Rektor', 'Ректор', 'Rector', FALSE),
    ('Direktor', 'Директор', 'Director', FALSE),
    ('Prorektor', 'Проректор', 'Vice-rector', FALSE),
    ('Dekan', 'Декан', 'Dean', FALSE),
    ('Kafedra mudiri', 'Заведующий кафедрой', 'Head of department', TRUE),
    ('Professor', 'Профессор', 'Professor', TRUE),
    ('Dotsent', 'Доцент', 'Associate professor', TRUE),
    ('Katta o‘qituvchi', 'Старший преподаватель', 'Senior lecturer', TRUE),
    ('Assistent', 'Ассистент', 'Assistant lecturer', TRUE),
    ('O‘qituvchi', 'Преподаватель', 'Teacher', TRUE),
    ('Bosh hisobchi', 'Главный бухгалтер', 'Chief accountant', FALSE),
    ('Kadrlar bo‘limi boshlig‘i', 'Начальник отдела кадров', 'Head of human resources', FALSE),
    ('Metodist', 'Методист', 'Methodologist', FALSE),
    ('Kutubxonachi', 'Библиотекарь', 'Librarian', FALSE);
