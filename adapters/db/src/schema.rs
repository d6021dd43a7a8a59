// @generated automatically by Diesel CLI.

diesel::table! {
    audit_log (id, at) {
        id -> Int8,
        at -> Timestamptz,
        actor_id -> Nullable<Int8>,
        actor_role_id -> Nullable<Int8>,
        institution_id -> Nullable<Int8>,
        action -> Text,
        entity_type -> Text,
        entity_id -> Nullable<Int8>,
        changes -> Jsonb,
        request_id -> Nullable<Text>,
        client_ip -> Nullable<Text>,
        user_agent -> Nullable<Text>,
    }
}

diesel::table! {
    buildings (id) {
        id -> Int8,
        institution_id -> Int8,
        name -> Text,
        address -> Text,
        floors -> Int2,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    citizens (id) {
        id -> Int8,
        pinfl -> Text,
        last_name -> Text,
        first_name -> Text,
        middle_name -> Text,
        birth_date -> Date,
        gender -> Int2,
        passport -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    class_hours (id) {
        id -> Int8,
        institution_id -> Int8,
        number -> Int2,
        start_time -> Time,
        end_time -> Time,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

// `curricula.created_at` (set by its default, never read or written here) is left out: diesel's
// default build supports tables of at most 16 columns.
diesel::table! {
    curricula (id) {
        id -> Int8,
        institution_id -> Int8,
        name -> Text,
        subject_type_id -> Int8,
        start_year -> Int4,
        end_year -> Int4,
        edu_direction_id -> Int8,
        status -> Text,
        edu_form -> Text,
        curriculum_template_id -> Int8,
        edu_language -> Text,
        rating_type -> Text,
        number_of_semesters -> Int4,
        version -> Int4,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    curriculum_exams (id) {
        id -> Int8,
        curriculum_id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        study_hours -> Int4,
        position -> Int4,
    }
}

diesel::table! {
    curriculum_semester_subjects (curriculum_id, semester_number, edu_subject_id) {
        curriculum_id -> Int8,
        semester_number -> Int4,
        edu_subject_id -> Int8,
        study_hours -> Int4,
        is_separated -> Bool,
        position -> Int4,
    }
}

diesel::table! {
    curriculum_semesters (curriculum_id, semester_number) {
        curriculum_id -> Int8,
        semester_number -> Int4,
        start_date -> Nullable<Date>,
        end_date -> Nullable<Date>,
    }
}

diesel::table! {
    curriculum_subjects (curriculum_id, edu_subject_id) {
        curriculum_id -> Int8,
        edu_subject_id -> Int8,
        study_hours -> Int4,
        position -> Int4,
    }
}

diesel::table! {
    curriculum_template_subjects (curriculum_template_id, edu_subject_id) {
        curriculum_template_id -> Int8,
        edu_subject_id -> Int8,
        study_hours -> Int4,
    }
}

diesel::table! {
    curriculum_templates (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        edu_direction_id -> Nullable<Int8>,
        institution_type -> Text,
        number_of_semesters -> Int4,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    curriculum_vocational_subjects (id) {
        id -> Int8,
        curriculum_id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        study_hours -> Int4,
        position -> Int4,
    }
}

diesel::table! {
    edu_directions (id) {
        id -> Int8,
        code -> Text,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        institution_type -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_subject_types (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_subjects (id) {
        id -> Int8,
        code -> Text,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        edu_subject_type_id -> Int8,
        study_hours -> Int4,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institution_departments (id) {
        id -> Int8,
        institution_id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        kind -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institution_positions (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        is_teaching -> Bool,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institutions (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        short_name -> Text,
        code -> Text,
        kind -> Text,
        region -> Text,
        address -> Text,
        phone -> Text,
        director -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    login_attempts (id) {
        id -> Int8,
        username -> Text,
        user_id -> Nullable<Int8>,
        succeeded -> Bool,
        at -> Timestamptz,
        client_ip -> Nullable<Text>,
    }
}

diesel::table! {
    ministry_departments (id) {
        id -> Int8,
        parent_id -> Nullable<Int8>,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    oneid_states (state) {
        state -> Text,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    ratings (id) {
        id -> Int8,
        student_id -> Int8,
        curriculum_id -> Int8,
        edu_subject_id -> Int8,
        semester_number -> Int4,
        rating -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    read_model_fills (read_model) {
        read_model -> Text,
        next_id -> Int8,
    }
}

diesel::table! {
    revoked_sessions (session_id) {
        session_id -> Text,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    rooms (id) {
        id -> Int8,
        building_id -> Int8,
        name -> Text,
        floor -> Int2,
        capacity -> Int4,
        kind -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    roles (id) {
        id -> Int8,
        name -> Text,
        level -> Text,
        permissions -> Array<Text>,
        is_system -> Bool,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    staff_position_subjects (staff_position_id, edu_subject_id) {
        staff_position_id -> Int8,
        edu_subject_id -> Int8,
    }
}

diesel::table! {
    staff_cards (staff_id) {
        staff_id -> Int8,
        line -> Json,
    }
}

diesel::table! {
    staff_positions (id) {
        id -> Int8,
        staff_id -> Int8,
        position_id -> Int8,
        work_form -> Text,
        rate -> Int2,
    }
}

diesel::table! {
    staffs (id) {
        id -> Int8,
        institution_id -> Int8,
        citizen_id -> Int8,
        status -> Text,
        deleted_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        full_name_key -> Text,
        teaching -> Bool,
    }
}

diesel::table! {
    subject_bundle_subjects (subject_bundle_id, edu_subject_id) {
        subject_bundle_id -> Int8,
        edu_subject_id -> Int8,
        position -> Int4,
    }
}

diesel::table! {
    subject_bundles (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    teacher_unavailability (id) {
        id -> Int8,
        institution_id -> Int8,
        staff_id -> Int8,
        weekday -> Int2,
        class_hour_id -> Int8,
        created_at -> Timestamptz,
        kind -> Text,
    }
}

diesel::table! {
    timetable_draft_lessons (id) {
        id -> Int8,
        run_id -> Int8,
        edu_group_id -> Int8,
        subgroup -> Nullable<Int2>,
        edu_subject_id -> Int8,
        teacher_id -> Int8,
        room_id -> Int8,
        weekday -> Int2,
        class_hour_id -> Int8,
        lesson_type -> Text,
        start_date -> Date,
        end_date -> Date,
        version -> Int4,
    }
}

diesel::table! {
    timetable_runs (id) {
        id -> Int8,
        institution_id -> Int8,
        status -> Text,
        date_from -> Date,
        date_to -> Date,
        seconds -> Int4,
        progress -> Int4,
        penalty -> Nullable<Int8>,
        placed -> Int4,
        total -> Int4,
        unplaced -> Jsonb,
        stop_requested -> Bool,
        published_at -> Nullable<Timestamptz>,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    timetable_settings (institution_id) {
        institution_id -> Int8,
        compactness -> Int4,
        min_working_days -> Int4,
        room_stability -> Int4,
        preferred_periods -> Int4,
        version -> Int4,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    user_institutions (user_id, institution_id) {
        user_id -> Int8,
        institution_id -> Int8,
    }
}

diesel::table! {
    user_roles (user_id, role_id) {
        user_id -> Int8,
        role_id -> Int8,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        username -> Text,
        name -> Text,
        password_hash -> Text,
        pinfl -> Nullable<Text>,
        is_active -> Bool,
        is_system -> Bool,
        last_login_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
        must_change_password -> Bool,
    }
}

diesel::table! {
    user_sessions (session_id) {
        session_id -> Text,
        user_id -> Int8,
        started_at -> Timestamptz,
        expires_at -> Timestamptz,
        client_ip -> Nullable<Text>,
        user_agent -> Nullable<Text>,
    }
}

diesel::table! {
    edu_groups (id) {
        id -> Int8,
        institution_id -> Int8,
        name -> Text,
        course -> Int4,
        current_semester -> Int4,
        number_of_students -> Int4,
        current_number_of_students -> Int4,
        opened_year -> Int4,
        curriculum_id -> Int8,
        edu_direction_id -> Int8,
        edu_form -> Text,
        edu_language -> Text,
        status -> Text,
        deleted_at -> Nullable<Timestamptz>,
        version -> Int4,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_subgroup_students (subgroup_id, student_id) {
        subgroup_id -> Int8,
        edu_subject_id -> Int8,
        student_id -> Int8,
    }
}

diesel::table! {
    edu_subgroups (id) {
        id -> Int8,
        edu_group_id -> Int8,
        edu_subject_id -> Int8,
        name -> Text,
        position -> Int4,
    }
}

diesel::table! {
    orders (id) {
        id -> Int8,
        institution_id -> Int8,
        number -> Text,
        year -> Int4,
        date -> Date,
        kind -> Text,
        purpose -> Text,
        body -> Text,
        basis -> Text,
        state -> Text,
        reverses_id -> Nullable<Int8>,
        reversed_by_id -> Nullable<Int8>,
        applied_at -> Nullable<Timestamptz>,
        version -> Int4,
        updated_at -> Timestamptz,
        public_id -> Uuid,
    }
}

diesel::table! {
    portal_notifications (id) {
        id -> Int8,
        student_id -> Int8,
        kind -> Text,
        edu_subject_id -> Nullable<Int8>,
        order_id -> Nullable<Int8>,
        mark -> Nullable<Int2>,
        date -> Nullable<Date>,
        visible_from -> Date,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    portal_notification_reads (user_id, student_id) {
        user_id -> Int8,
        student_id -> Int8,
        read_up_to -> Int8,
    }
}

diesel::table! {
    parent_children (parent_id, student_id) {
        parent_id -> Int8,
        student_id -> Int8,
        linked_by -> Nullable<Int8>,
        linked_at -> Timestamptz,
    }
}

diesel::table! {
    order_items (id) {
        id -> Int8,
        order_id -> Int8,
        position -> Int4,
        student_id -> Int8,
        reason -> Text,
        to_edu_group_id -> Nullable<Int8>,
        to_institution_id -> Nullable<Int8>,
        scholarship_type -> Nullable<Int8>,
        date_from -> Nullable<Date>,
        date_to -> Nullable<Date>,
        from_status -> Nullable<Text>,
        to_status -> Nullable<Text>,
        from_group_id -> Nullable<Int8>,
        applied_group_id -> Nullable<Int8>,
        from_institution_id -> Nullable<Int8>,
        applied_institution_id -> Nullable<Int8>,
    }
}

diesel::table! {
    order_item_credits (order_id, position, line) {
        order_id -> Int8,
        position -> Int4,
        line -> Int4,
        from_edu_subject_id -> Int8,
        to_edu_subject_id -> Int8,
    }
}

diesel::table! {
    transfer_debts (student_id, curriculum_id, semester_number, edu_subject_id) {
        student_id -> Int8,
        curriculum_id -> Int8,
        semester_number -> Int4,
        edu_subject_id -> Int8,
        order_id -> Int8,
    }
}

diesel::table! {
    order_scans (order_id) {
        order_id -> Int8,
        content_type -> Text,
        size -> Int8,
        content -> Bytea,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    student_status_history (id) {
        id -> Int8,
        student_id -> Int8,
        from_status -> Text,
        to_status -> Text,
        date -> Date,
        reason -> Text,
        order_number -> Text,
        actor_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        order_id -> Nullable<Int8>,
    }
}

diesel::table! {
    student_cards (student_id) {
        student_id -> Int8,
        line -> Json,
    }
}

diesel::table! {
    study_document_series (institution_id, kind, year) {
        institution_id -> Int8,
        kind -> Text,
        year -> Int4,
        last_number -> Int8,
    }
}

diesel::table! {
    students (id) {
        id -> Int8,
        institution_id -> Int8,
        citizen_id -> Int8,
        edu_group_id -> Int8,
        student_status -> Text,
        social_status -> Text,
        user_id -> Nullable<Int8>,
        deleted_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    assessment_plans (curriculum_id, semester_number, edu_subject_id) {
        curriculum_id -> Int8,
        semester_number -> Int4,
        edu_subject_id -> Int8,
        marking_system -> Text,
        final_form -> Text,
        credits -> Int2,
        current_max -> Int2,
        midterm_max -> Int2,
        final_max -> Int2,
        current_entered -> Bool,
    }
}

diesel::table! {
    journal_rosters (id) {
        id -> Int4,
        students -> Array<Int8>,
    }
}

diesel::table! {
    journal_rolls (schedule_lesson_id) {
        schedule_lesson_id -> Int8,
        dates -> Array<Date>,
        rosters -> Array<Int4>,
        versions -> Array<Int4>,
        codes -> Array<Bytea>,
    }
}

diesel::table! {
    journal_notes (schedule_lesson_id, date, student_id) {
        schedule_lesson_id -> Int8,
        date -> Date,
        student_id -> Int8,
        note -> Text,
    }
}

diesel::table! {
    journal_lines (student_id, curriculum_id, semester_number, edu_subject_id) {
        student_id -> Int8,
        curriculum_id -> Int8,
        semester_number -> Int2,
        edu_subject_id -> Int8,
        marks_sum -> Int4,
        marks_count -> Int4,
        absent_lessons -> Int4,
        excused_lessons -> Int4,
        late_lessons -> Int4,
    }
}

diesel::table! {
    absence_totals (student_id, curriculum_id, semester_number) {
        student_id -> Int8,
        curriculum_id -> Int8,
        semester_number -> Int2,
        institution_id -> Int8,
        unexcused_hours -> Int4,
        excused_hours -> Int4,
        listed -> Bool,
    }
}

diesel::table! {
    absence_excuses (id) {
        id -> Int8,
        institution_id -> Int8,
        student_id -> Int8,
        date_from -> Date,
        date_to -> Date,
        reason -> Text,
        document -> Text,
        lessons_excused -> Int4,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    exams (id) {
        id -> Int8,
        institution_id -> Int8,
        edu_group_id -> Int8,
        subgroup -> Nullable<Int2>,
        edu_subject_id -> Int8,
        semester_number -> Int2,
        control -> Text,
        attempt -> Int2,
        date -> Date,
        class_hour_id -> Int8,
        room_id -> Int8,
        examiner_id -> Int8,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    control_sheets (id) {
        id -> Int8,
        institution_id -> Int8,
        edu_group_id -> Int8,
        edu_subject_id -> Int8,
        curriculum_id -> Int8,
        semester_number -> Int2,
        control -> Text,
        attempt -> Int2,
        exam_date -> Nullable<Date>,
        examiner_id -> Nullable<Int8>,
        closed_at -> Nullable<Timestamptz>,
        closed_by -> Nullable<Int8>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    control_sheet_entries (sheet_id, student_id) {
        sheet_id -> Int8,
        student_id -> Int8,
        points -> Int2,
    }
}

diesel::table! {
    journal_settings (institution_id) {
        institution_id -> Int8,
        window_days -> Int2,
        sheet_close_days -> Int2,
        warning_hours -> Int4,
        reprimand_hours -> Int4,
        expulsion_hours -> Int4,
        promotion_gpa_tenths -> Int2,
        version -> Int4,
    }
}

diesel::joinable!(buildings -> institutions (institution_id));
diesel::joinable!(class_hours -> institutions (institution_id));
diesel::joinable!(curricula -> curriculum_templates (curriculum_template_id));
diesel::joinable!(curricula -> edu_directions (edu_direction_id));
diesel::joinable!(curricula -> edu_subject_types (subject_type_id));
diesel::joinable!(curricula -> institutions (institution_id));
diesel::joinable!(curriculum_exams -> curricula (curriculum_id));
diesel::joinable!(curriculum_semester_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(curriculum_semesters -> curricula (curriculum_id));
diesel::joinable!(curriculum_subjects -> curricula (curriculum_id));
diesel::joinable!(curriculum_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(curriculum_vocational_subjects -> curricula (curriculum_id));
diesel::joinable!(curriculum_template_subjects -> curriculum_templates (curriculum_template_id));
diesel::joinable!(curriculum_template_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(curriculum_templates -> edu_directions (edu_direction_id));
diesel::joinable!(edu_groups -> curricula (curriculum_id));
diesel::joinable!(edu_groups -> edu_directions (edu_direction_id));
diesel::joinable!(edu_groups -> institutions (institution_id));
diesel::joinable!(edu_subgroup_students -> edu_subgroups (subgroup_id));
diesel::joinable!(edu_subgroup_students -> students (student_id));
diesel::joinable!(edu_subgroups -> edu_groups (edu_group_id));
diesel::joinable!(edu_subjects -> edu_subject_types (edu_subject_type_id));
diesel::joinable!(institution_departments -> institutions (institution_id));
diesel::joinable!(login_attempts -> users (user_id));
diesel::joinable!(ratings -> curricula (curriculum_id));
diesel::joinable!(ratings -> edu_subjects (edu_subject_id));
diesel::joinable!(ratings -> students (student_id));
diesel::joinable!(rooms -> buildings (building_id));
diesel::joinable!(staff_position_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(staff_position_subjects -> staff_positions (staff_position_id));
diesel::joinable!(staff_positions -> institution_positions (position_id));
diesel::joinable!(staff_cards -> staffs (staff_id));
diesel::joinable!(staff_positions -> staffs (staff_id));
diesel::joinable!(staffs -> citizens (citizen_id));
diesel::joinable!(staffs -> institutions (institution_id));
diesel::joinable!(student_cards -> students (student_id));
diesel::joinable!(student_status_history -> students (student_id));
diesel::joinable!(order_items -> orders (order_id));
diesel::joinable!(order_scans -> orders (order_id));
diesel::joinable!(order_item_credits -> orders (order_id));
diesel::joinable!(order_items -> students (student_id));
diesel::joinable!(students -> citizens (citizen_id));
diesel::joinable!(students -> edu_groups (edu_group_id));
diesel::joinable!(students -> institutions (institution_id));
diesel::joinable!(subject_bundle_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(subject_bundle_subjects -> subject_bundles (subject_bundle_id));
diesel::joinable!(user_institutions -> institutions (institution_id));
diesel::joinable!(user_institutions -> users (user_id));
diesel::joinable!(parent_children -> students (student_id));
diesel::joinable!(user_roles -> roles (role_id));
diesel::joinable!(user_roles -> users (user_id));
diesel::joinable!(user_sessions -> users (user_id));
diesel::table! {
    schedule_lessons (id) {
        id -> Int8,
        institution_id -> Int8,
        edu_group_id -> Int8,
        subgroup -> Nullable<Int2>,
        edu_subject_id -> Int8,
        teacher_id -> Int8,
        room_id -> Int8,
        weekday -> Int2,
        class_hour_id -> Int8,
        lesson_type -> Text,
        start_date -> Date,
        end_date -> Date,
        deleted_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    schedule_lesson_skips (schedule_lesson_id, date) {
        schedule_lesson_id -> Int8,
        date -> Date,
    }
}

diesel::table! {
    teacher_topics (id) {
        id -> Int8,
        institution_id -> Int8,
        teacher_id -> Int8,
        edu_subject_id -> Int8,
        name -> Text,
        hours -> Int4,
        lesson_type -> Text,
        position -> Int4,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    lesson_topics (schedule_lesson_id, date, topic_id) {
        schedule_lesson_id -> Int8,
        date -> Date,
        topic_id -> Int8,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    exam_ratings (id) {
        id -> Int8,
        student_id -> Int8,
        curriculum_exam_id -> Int8,
        rating -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    graduate_namings (student_id) {
        student_id -> Int8,
        institution_id -> Int8,
        qualification_uz -> Text,
        qualification_ru -> Text,
        qualification_en -> Text,
        diploma_series -> Text,
        diploma_number -> Text,
        version -> Int4,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    graduate_documents (id) {
        id -> Int8,
        public_id -> Uuid,
        student_id -> Int8,
        institution_id -> Int8,
        kind -> Text,
        duplicate -> Bool,
        original_id -> Nullable<Int8>,
        number -> Text,
        status -> Text,
        pdf -> Bytea,
        issued_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
        holder -> Text,
        year -> Int4,
        names -> Jsonb,
    }
}

diesel::table! {
    document_jobs (id) {
        id -> Int8,
        institution_id -> Int8,
        edu_group_id -> Int8,
        kind -> Text,
        status -> Text,
        total -> Int4,
        done -> Int4,
        failed -> Jsonb,
        actor_id -> Nullable<Int8>,
        started_at -> Timestamptz,
        finished_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(schedule_lessons -> edu_groups (edu_group_id));
diesel::joinable!(schedule_lessons -> edu_subjects (edu_subject_id));
diesel::joinable!(schedule_lessons -> staffs (teacher_id));
diesel::joinable!(schedule_lessons -> rooms (room_id));
diesel::joinable!(schedule_lessons -> class_hours (class_hour_id));
diesel::joinable!(schedule_lessons -> institutions (institution_id));
diesel::joinable!(schedule_lesson_skips -> schedule_lessons (schedule_lesson_id));
diesel::joinable!(teacher_topics -> edu_subjects (edu_subject_id));
diesel::joinable!(teacher_topics -> staffs (teacher_id));
diesel::joinable!(lesson_topics -> schedule_lessons (schedule_lesson_id));
diesel::joinable!(lesson_topics -> teacher_topics (topic_id));

diesel::joinable!(exam_ratings -> students (student_id));
diesel::joinable!(exam_ratings -> curriculum_exams (curriculum_exam_id));
diesel::joinable!(graduate_namings -> students (student_id));
diesel::joinable!(graduate_documents -> students (student_id));
diesel::joinable!(document_jobs -> edu_groups (edu_group_id));

diesel::table! {
    science_projects (id) {
        id -> Int8,
        institution_id -> Int8,
        name -> Text,
        number -> Text,
        kind -> Text,
        is_foreign -> Bool,
        currency -> Text,
        contract_number -> Text,
        contract_date -> Nullable<Date>,
        date_from -> Date,
        date_to -> Date,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    science_project_funding (project_id, year) {
        project_id -> Int8,
        year -> Int2,
        amount -> Int8,
    }
}

diesel::table! {
    science_project_members (id) {
        id -> Int8,
        project_id -> Int8,
        position -> Int4,
        staff_id -> Nullable<Int8>,
        outside_name -> Text,
        role -> Text,
    }
}

diesel::table! {
    science_publications (id) {
        id -> Int8,
        institution_id -> Int8,
        kind -> Text,
        sub_kind -> Text,
        title -> Text,
        year -> Int2,
        source -> Text,
        doi -> Nullable<Text>,
        indexing -> Array<Text>,
        is_foreign -> Bool,
        verification -> Text,
        rejection_reason -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    science_publication_authors (id) {
        id -> Int8,
        publication_id -> Int8,
        position -> Int4,
        staff_id -> Nullable<Int8>,
        outside_name -> Text,
        is_main -> Bool,
        confirmation -> Nullable<Text>,
        confirmed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    science_publication_files (publication_id) {
        publication_id -> Int8,
        name -> Text,
        size -> Int8,
        content -> Bytea,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    science_doctoral_students (id) {
        id -> Int8,
        institution_id -> Int8,
        citizen_id -> Int8,
        kind -> Text,
        form -> Text,
        theme -> Text,
        specialty -> Text,
        supervisor_staff_id -> Int8,
        course -> Int2,
        admission_year -> Int2,
        status -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    science_defences (id) {
        id -> Int8,
        institution_id -> Int8,
        doctoral_student_id -> Int8,
        date -> Date,
        council -> Text,
        diploma_number -> Text,
        register_number -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    finance_base_amounts (id) {
        id -> Int8,
        amount -> Int8,
        effective_from -> Date,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    finance_prices (id) {
        id -> Int8,
        institution_id -> Int8,
        academic_year -> Int2,
        edu_direction_id -> Int8,
        edu_form -> Text,
        contract_kind -> Text,
        coefficient -> Nullable<Int4>,
        amount -> Nullable<Int8>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    finance_contract_numbers (institution_id, academic_year) {
        institution_id -> Int8,
        academic_year -> Int2,
        last_number -> Int4,
    }
}

diesel::table! {
    finance_contract_public_ids (contract_id) {
        contract_id -> Int8,
        public_id -> Uuid,
    }
}

diesel::table! {
    finance_contracts (id) {
        id -> Int8,
        institution_id -> Int8,
        student_id -> Int8,
        edu_group_id -> Int8,
        number -> Int4,
        date -> Date,
        academic_year -> Int2,
        contract_kind -> Text,
        amount -> Int8,
        discount_percent -> Int2,
        ended_on -> Nullable<Date>,
        charged -> Int8,
        paid -> Int8,
        status -> Nullable<Text>,
        version -> Int4,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    finance_payments (id) {
        id -> Int8,
        institution_id -> Int8,
        contract_id -> Int8,
        date -> Date,
        amount -> Int8,
        document_number -> Text,
        is_prepayment -> Bool,
        statement_key -> Nullable<Text>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::joinable!(science_projects -> institutions (institution_id));
diesel::joinable!(science_project_funding -> science_projects (project_id));
diesel::joinable!(science_project_members -> science_projects (project_id));
diesel::joinable!(science_project_members -> staffs (staff_id));
diesel::joinable!(science_publications -> institutions (institution_id));
diesel::joinable!(science_publication_authors -> science_publications (publication_id));
diesel::joinable!(science_publication_authors -> staffs (staff_id));
diesel::joinable!(science_publication_files -> science_publications (publication_id));
diesel::joinable!(science_doctoral_students -> institutions (institution_id));
diesel::joinable!(science_doctoral_students -> citizens (citizen_id));
diesel::joinable!(science_doctoral_students -> staffs (supervisor_staff_id));
diesel::joinable!(science_defences -> institutions (institution_id));
diesel::joinable!(science_defences -> science_doctoral_students (doctoral_student_id));
diesel::joinable!(control_sheet_entries -> control_sheets (sheet_id));
diesel::joinable!(control_sheets -> edu_groups (edu_group_id));
diesel::joinable!(journal_rolls -> schedule_lessons (schedule_lesson_id));
diesel::joinable!(finance_prices -> institutions (institution_id));
diesel::joinable!(finance_prices -> edu_directions (edu_direction_id));

diesel::table! {
    scholarship_types (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        name_uz_cyrl -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    scholarship_amounts (scholarship_type_id, effective_from) {
        scholarship_type_id -> Int8,
        effective_from -> Date,
        amount -> Int8,
    }
}

diesel::joinable!(scholarship_amounts -> scholarship_types (scholarship_type_id));

diesel::table! {
    academic_standings (student_id, curriculum_id, semester_number, edu_subject_id) {
        student_id -> Int8,
        curriculum_id -> Int8,
        semester_number -> Int2,
        edu_subject_id -> Int8,
        institution_id -> Int8,
        passed -> Bool,
        grade -> Nullable<Int2>,
        credits -> Int2,
        attempt -> Int2,
        decided_from -> Date,
        exam_date -> Nullable<Date>,
        edu_group_id -> Int8,
        studying -> Bool,
    }
}

diesel::table! {
    academic_standings_built (singleton) {
        singleton -> Bool,
        built_at -> Timestamptz,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    academic_standings,
    parent_children,
    portal_notifications,
    portal_notification_reads,
    academic_standings_built,
    exams,
    absence_excuses,
    absence_totals,
    assessment_plans,
    control_sheet_entries,
    control_sheets,
    journal_lines,
    journal_notes,
    journal_rolls,
    journal_rosters,
    journal_settings,
    document_jobs,
    exam_ratings,
    graduate_documents,
    graduate_namings,
    audit_log,
    buildings,
    citizens,
    class_hours,
    curricula,
    curriculum_exams,
    curriculum_semester_subjects,
    curriculum_semesters,
    curriculum_subjects,
    curriculum_template_subjects,
    curriculum_templates,
    curriculum_vocational_subjects,
    edu_directions,
    edu_groups,
    edu_subgroup_students,
    edu_subgroups,
    edu_subject_types,
    edu_subjects,
    institution_departments,
    institution_positions,
    institutions,
    login_attempts,
    ministry_departments,
    oneid_states,
    order_item_credits,
    order_items,
    transfer_debts,
    order_scans,
    orders,
    lesson_topics,
    ratings,
    read_model_fills,
    revoked_sessions,
    roles,
    rooms,
    schedule_lesson_skips,
    schedule_lessons,
    staff_cards,
    staff_position_subjects,
    staff_positions,
    staffs,
    student_cards,
    scholarship_amounts,
    scholarship_types,
    student_status_history,
    students,
    study_document_series,
    subject_bundle_subjects,
    subject_bundles,
    teacher_topics,
    teacher_unavailability,
    timetable_draft_lessons,
    timetable_runs,
    timetable_settings,
    user_institutions,
    user_roles,
    users,
    user_sessions,
    science_projects,
    science_project_funding,
    science_project_members,
    science_publications,
    science_publication_authors,
    science_publication_files,
    science_doctoral_students,
    science_defences,
    finance_base_amounts,
    finance_prices,
    finance_contract_numbers,
    finance_contract_public_ids,
    finance_contracts,
    finance_payments,
);
