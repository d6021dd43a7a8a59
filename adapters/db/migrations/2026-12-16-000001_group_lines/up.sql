-- The lines of groups in the order of `ids` (a page of the groups list, or one group), with the
-- names of their institution, curriculum and direction, as one JSON array: the page's ids, its
-- total and its lines in one statement, as the students' and staff's pages are. A function, so that
-- its plan is made once per connection rather than again for every page.
CREATE FUNCTION group_lines_in(ids BIGINT[]) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(json_agg(json_build_object(
                'id', g.id, 'institution_id', g.institution_id, 'name', g.name, 'course', g.course,
                'current_semester', g.current_semester, 'number_of_students', g.number_of_students,
                'current_number_of_students', g.current_number_of_students, 'opened_year', g.opened_year,
                'curriculum_id', g.curriculum_id, 'edu_direction_id', g.edu_direction_id, 'edu_form', g.edu_form,
                'edu_language', g.edu_language, 'status', g.status, 'version', g.version,
                'institution_name', json_build_array(i.name_uz, i.name_ru, i.name_en),
                'curriculum_name', c.name, 'rating_type', c.rating_type, 'number_of_semesters', c.number_of_semesters,
                'direction_code', d.code, 'direction_name', json_build_array(d.name_uz, d.name_ru, d.name_en)
            ) ORDER BY listed.n), '[]')::TEXT
            FROM unnest(ids) WITH ORDINALITY AS listed (id, n)
            JOIN edu_groups g ON g.id = listed.id
            JOIN institutions i ON i.id = g.institution_id
            JOIN curricula c ON c.id = g.curriculum_id
            JOIN edu_directions d ON d.id = g.edu_direction_id);
END;
$$;
